import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../../../src/db/schema.ts';
import { recordCrcs } from '../../../../src/services/judging/zip/record-crcs.ts';
import type { Storage } from '../../../../src/storage/storage.ts';
import { makeEntrant, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { captureLog } from '../../../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { attachBytes, attachImage, getZip, juror, juryEntry, PDF_BYTES } from './zip-fixtures.ts';
import { readZip } from './zip-tools.ts';

/*
 * A zip reads each stored file once when its CRC-32 and size were recorded as it was stored, and
 * twice (recording them then) for a file stored before they were
 * (docs/decisions/017-crc-kept-when-stored.md); every zip still reads front to back. A stored
 * object whose bytes no longer match what was recorded cuts the download off, logged, rather
 * than send a zip whose header lies.
 */

let t: TestApp;
let comp: Competition;
const logged = captureLog();
type Who = Awaited<ReturnType<typeof makeEntrant>>;
let judge: Who, owner: Who;
/** Reads of stored objects by key, whether opened through the storage or at its local path. */
const reads = new Map<string, number>();
const bump = (key: string) => reads.set(key, (reads.get(key) ?? 0) + 1);

const row = async (id: number) => (await t.ctx.db.select().from(files).where(eq(files.id, id)))[0]!;
const pad = (id: number) => String(id).padStart(4, '0');

beforeAll(async () => {
  t = await createTestApp({ log: logged.log });
  comp = await seedCompetition(t, 'review');
  judge = await juror(t, 1);
  owner = await makeEntrant(t);
  // The zip opens a local file at its path (open-stored-file.ts), any other storage's through `get`.
  const storage: Storage = t.ctx.storage;
  const get = storage.get.bind(storage);
  const localPath = storage.localPath!.bind(storage);
  storage.get = (key) => (bump(key), get(key));
  storage.localPath = (key) => (bump(key), localPath(key));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());
beforeEach(() => reads.clear());

describe('a zip of files stored with their CRC-32', () => {
  it('reads each file once, and every reader opens it, front to back too', async () => {
    const id = (await juryEntry(t, comp, owner.id, { title: 'Once' })).id;
    const images = [await attachImage(t, id, owner.id, 0), await attachImage(t, id, owner.id, 1, 'png')];
    const pdf = await attachBytes(t, id, owner.id, { bytes: PDF_BYTES, kind: 'entry-pdf', mime: 'application/pdf' });
    for (const f of [...images, pdf]) expect(f.crc32).not.toBeNull();

    const res = await getZip(t, judge.token, { apply_order_id: id });
    expect(res.status).toBe(200);
    // unzip -t, Python, a strict walk of the local headers and bsdtar on a pipe (zip-tools.ts).
    const zip = readZip(res.body);
    const folder = `${pad(id)} Once`;
    expect(zip.stream.map((e) => [e.name, e.crc])).toEqual([
      [`${folder}/entry.txt`, expect.any(Number)],
      [`${folder}/01.jpg`, images[0]!.crc32],
      [`${folder}/02.png`, images[1]!.crc32],
      [`${folder}/entry.pdf`, pdf.crc32],
      ['manifest.csv', expect.any(Number)],
    ]);
    expect(zip.files.get(`${folder}/entry.pdf`)!.equals(PDF_BYTES)).toBe(true);
    expect(Object.fromEntries(reads)).toEqual(Object.fromEntries([...images, pdf].map((f) => [f.storageKey, 1])));
  });
});

describe('a zip read slowly', () => {
  it('sends every byte as stored while its read buffers are used again and again', async () => {
    // 12 MB through 2 MB of buffers (open-stored-file.ts): each is read into six times over, and
    // only once the response has handed on what it held before.
    const id = (await juryEntry(t, comp, owner.id, { title: 'Slow' })).id;
    const stored = [randomBytes(5_000_000), randomBytes(4_000_000), randomBytes(3_000_000)];
    for (const [sort, bytes] of stored.entries()) await attachBytes(t, id, owner.id, { bytes, kind: 'entry', mime: 'image/jpeg', sort });
    // A client that stops reading for a moment every 256 KB, so the socket fills and drains.
    const res = await download(id, { pauseEveryBytes: 256 * 1024, pauseMs: 2 });
    expect(res).toMatchObject({ status: 200, complete: true });
    const zip = readZip(res.body);
    stored.forEach((bytes, i) => expect(zip.files.get(`${pad(id)} Slow/0${i + 1}.jpg`)!.equals(bytes), `0${i + 1}.jpg`).toBe(true));
  });
});

describe('a zip of a file stored before CRC-32s were kept', () => {
  it('reads it twice, zips it whole, and records its CRC-32 so the next zip reads it once', async () => {
    const id = (await juryEntry(t, comp, owner.id, { title: 'Before' })).id;
    const bytes = randomBytes(300_000);
    const old = await attachBytes(t, id, owner.id, { bytes, kind: 'entry', mime: 'image/jpeg', unrecorded: true });
    const recorded = await attachBytes(t, id, owner.id, { bytes: randomBytes(1000), kind: 'entry', mime: 'image/jpeg', sort: 1 });
    expect(old.crc32).toBeNull();

    const first = readZip((await getZip(t, judge.token, { apply_order_id: id })).body);
    const entry = first.stream.find((e) => e.name === `${pad(id)} Before/01.jpg`)!;
    expect(entry.data.equals(bytes)).toBe(true);
    expect(entry.crc).toBe(crc32(bytes));
    expect(Object.fromEntries(reads)).toEqual({ [old.storageKey]: 2, [recorded.storageKey]: 1 });
    // Recorded once the zip is written (the copy matched the first read).
    await expect.poll(async () => (await row(old.id)).crc32).toBe(crc32(bytes));

    reads.clear();
    const second = readZip((await getZip(t, judge.token, { apply_order_id: id })).body);
    expect(second.files.get(`${pad(id)} Before/01.jpg`)!.equals(bytes)).toBe(true);
    expect(Object.fromEntries(reads)).toEqual({ [old.storageKey]: 1, [recorded.storageKey]: 1 });
  });

  it('records a CRC-32 found only where the row still names the object that was read, with its size', async () => {
    const id = (await juryEntry(t, comp, owner.id, { title: 'Moved' })).id;
    const f = await attachBytes(t, id, owner.id, { bytes: randomBytes(100), kind: 'entry', mime: 'image/jpeg', unrecorded: true });
    await recordCrcs(t.ctx, [{ fileId: f.id, storageKey: 'originals/replaced-meanwhile.jpg', crc: 1, size: 100 }]);
    await recordCrcs(t.ctx, [{ fileId: f.id, storageKey: f.storageKey, crc: 2, size: 99 }]);
    expect((await row(f.id)).crc32).toBeNull();
    await recordCrcs(t.ctx, [{ fileId: f.id, storageKey: f.storageKey, crc: 3, size: 100 }]);
    await recordCrcs(t.ctx, [{ fileId: f.id, storageKey: f.storageKey, crc: 4, size: 100 }]);
    expect((await row(f.id)).crc32).toBe(3);
  });
});

/**
 * The zip over a real socket: its status, the bytes that came, and whether the body ended as a
 * whole chunked answer does or the connection was cut. A slow client pauses for `pauseMs` after
 * each `pauseEveryBytes`.
 */
async function download(id: number, slow?: { pauseEveryBytes: number; pauseMs: number }): Promise<{ status: number; body: Buffer; complete: boolean }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/judge/downloadZip?apply_order_id=${id}`, headers: { token: judge.token } }, (res) => {
      const chunks: Buffer[] = [];
      let since = 0;
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        since += c.length;
        if (slow && since >= slow.pauseEveryBytes) {
          since = 0;
          res.pause();
          setTimeout(() => res.resume(), slow.pauseMs);
        }
      });
      const done = (complete: boolean) => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), complete });
      res.on('end', () => done(res.complete));
      res.on('error', () => done(false));
      res.on('aborted', () => done(false));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a stored file whose bytes are no longer those recorded', () => {
  const cases = {
    'altered in place': (b: Buffer) => Buffer.concat([b.subarray(0, 1000), Buffer.from([b[1000]! ^ 0xff]), b.subarray(1001)]),
    'cut short': (b: Buffer) => b.subarray(0, 200_000),
    grown: (b: Buffer) => Buffer.concat([b, Buffer.from('x')]),
  };
  for (const [how, tamper] of Object.entries(cases)) {
    it(`(${how}) cuts the download off and is logged as an error naming it`, async () => {
      const id = (await juryEntry(t, comp, owner.id, { title: 'Tampered' })).id;
      const bytes = randomBytes(300_000);
      const f = await attachBytes(t, id, owner.id, { bytes, kind: 'entry', mime: 'image/jpeg' });
      // Behind the storage's back, as a restore of the wrong backup or a failing disk would.
      writeFileSync(t.ctx.storage.localPath!(f.storageKey), tamper(bytes));
      const logFrom = logged.lines.length;

      const res = await download(id);
      expect(res.status).toBe(200);
      // The client sees a broken download, not a zip that ends.
      expect(res.complete).toBe(false);
      expect(res.body.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(false);
      // A reader going front to back finds the entry's bytes are not its header's.
      const zip = spawnSync('bsdtar', ['-xOf', '-'], { input: res.body });
      expect(zip.status).not.toBe(0);

      const lines = logged.lines.slice(logFrom);
      const error = lines.find((l) => l.level === 50 && l.fileId === f.id);
      expect(error).toMatchObject({ msg: 'jury zip: a stored file is not the bytes its CRC-32 and size say; download cut off', recorded: true, header: { crc: crc32(bytes), size: bytes.length } });
      expect(lines.find((l) => l.msg === 'jury zip failed')).toMatchObject({ level: 50 });
      // Nothing recorded over it: the next zip fails the same way until the object is restored.
      expect((await row(f.id)).crc32).toBe(crc32(bytes));
    });
  }
});
