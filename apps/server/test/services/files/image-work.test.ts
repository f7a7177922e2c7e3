import { describe, expect, it } from 'vitest';
import { ImageQueueFullError, ImageWork } from '../../../src/services/files/image-work.ts';

const tick = () => new Promise((r) => setImmediate(r));

describe('ImageWork: the process-wide limit on image work', () => {
  it('never runs more than its concurrency, starts waiters in order, and frees a slot when a job fails', async () => {
    const work = new ImageWork(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number, fail = false) => async () => {
      running++;
      most = Math.max(most, running);
      order.push(n);
      await tick();
      running--;
      if (fail) throw new Error(`job ${n}`);
      return n;
    };
    const lanes = ['upload', 'size', 'size', 'upload', 'size', 'upload'] as const;
    const results = await Promise.allSettled(lanes.map((lane, n) => work.run(lane, job(n, n === 1))));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(work.load).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses an upload beyond its queue (2 per slot while jobs seem slow) and a size beyond 100 per slot, each lane on its own', async () => {
    const work = new ImageWork(1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const holder = work.run('upload', () => held);
    const uploads = [1, 2].map(() => work.run('upload', async () => 'done'));
    await expect(work.run('upload', async () => 'never')).rejects.toBeInstanceOf(ImageQueueFullError);
    const sizes = Array.from({ length: 100 }, () => work.run('size', async () => 'done'));
    const refused = await work.run('size', async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImageQueueFullError);
    expect((refused as ImageQueueFullError).retryAfterS).toBeGreaterThanOrEqual(1);
    expect((refused as ImageQueueFullError).retryAfterS).toBeLessThanOrEqual(60);
    expect(work.load).toEqual({ active: 1, waiting: 102 });
    release();
    await Promise.all([holder, ...uploads, ...sizes]);
    expect(work.load).toEqual({ active: 0, waiting: 0 });
    expect(await work.run('upload', async () => 'again')).toBe('again');
  });

  it('lets more uploads wait when jobs are quick, so that their wait stays under 2 s, up to 50 per slot', async () => {
    const work = new ImageWork(2);
    // Before anything has run a job counts as a second: 2 s of work ahead is 2 per slot.
    expect(work.queueLimit('upload')).toBe(4);
    for (let i = 0; i < 10; i++) await work.run('upload', () => new Promise((r) => setTimeout(r, 100)));
    // The average moves a fifth of the way per job: about 200 ms now, so about 20 may wait.
    expect(work.queueLimit('upload')).toBeGreaterThan(4);
    expect(work.queueLimit('upload')).toBeLessThan(100);
    for (let i = 0; i < 40; i++) await work.run('upload', async () => undefined);
    expect(work.queueLimit('upload')).toBe(100);
    expect(work.queueLimit('size')).toBe(200);
  });

  it('runs a heavy job alone: it waits for the light ones running, and light ones queued after it do not overtake it', async () => {
    const work = new ImageWork(2);
    const events: string[] = [];
    const gates = new Map<string, () => void>();
    let running = 0;
    const job = (name: string) => () =>
      new Promise<string>((done) => {
        running++;
        events.push(`start ${name} (${running} running)`);
        gates.set(name, () => {
          running--;
          events.push(`end ${name}`);
          done(name);
        });
      });
    const waitFor = async (name: string) => {
      while (!gates.has(name)) await tick();
    };
    const a = work.run('upload', job('a'));
    const b = work.run('size', job('b'));
    const heavy = work.run('upload', job('heavy'), work.slotsFor(200 * 1024 * 1024));
    const c = work.run('size', job('c'));
    const d = work.run('upload', job('d'));
    await waitFor('b');
    expect(work.load).toEqual({ active: 2, waiting: 3 });
    // A slot is free, but the heavy job at the head needs both: c and d stay behind it.
    gates.get('a')!();
    await a;
    await tick();
    expect(gates.has('heavy')).toBe(false);
    expect(gates.has('c')).toBe(false);
    expect(work.load).toEqual({ active: 1, waiting: 3 });
    gates.get('b')!();
    await waitFor('heavy');
    await tick();
    expect(gates.has('c')).toBe(false);
    expect(work.load).toEqual({ active: 2, waiting: 2 });
    gates.get('heavy')!();
    await waitFor('d');
    gates.get('c')!();
    gates.get('d')!();
    await Promise.all([b, heavy, c, d]);
    expect(events).toEqual([
      'start a (1 running)',
      'start b (2 running)',
      'end a',
      'end b',
      'start heavy (1 running)',
      'end heavy',
      'start c (1 running)',
      'start d (2 running)',
      'end c',
      'end d',
    ]);
    expect(work.load).toEqual({ active: 0, waiting: 0 });
  });

  it('weighs a job by what it buffers: one slot within its share of 256 MB, all of them beyond', () => {
    const work = new ImageWork(2);
    expect(work.slotsFor(0)).toBe(1);
    expect(work.slotsFor(128 * 1024 * 1024)).toBe(1);
    expect(work.slotsFor(128 * 1024 * 1024 + 1)).toBe(2);
    expect(new ImageWork(4).slotsFor(100 * 1024 * 1024)).toBe(4);
    expect(new ImageWork(1).slotsFor(256 * 1024 * 1024)).toBe(1);
  });
});
