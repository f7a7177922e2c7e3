import { randomBytes } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files } from '../../../../src/db/schema.ts';
import type { Storage } from '../../../../src/storage/storage.ts';
import { makeEntrant, seedCompetition } from '../../../helpers/apply-fixtures.ts';
import { captureLog, type LogLine } from '../../../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { juror, juryEntry } from './zip-fixtures.ts';

/*
 * A client that goes away in the middle of a batch stops the server's work
 * (docs/product.md#zip-downloads): no further stored file is opened, and the one being read is
 * closed. Seen through the storage's reads and the process's open files, over a real socket.
 */

const ENTRIES = 20;
const IMAGES = 4;
const IMAGE_BYTES = 2 * 1024 * 1024;

let t: TestApp;
const logged = captureLog();
let judge: Awaited<ReturnType<typeof makeEntrant>>;
const ids: number[] = [];
const reads = { opened: 0 };
// A file left open is closed by Node only when it is collected, with this warning.
const collected: string[] = [];
process.on('warning', (w) => w.message.includes('on garbage collection') && collected.push(w.message));

beforeAll(async () => {
  t = await createTestApp({ log: logged.log });
  const comp = await seedCompetition(t, 'review');
  judge = await juror(t, 1);
  const owner = await makeEntrant(t);
  // 160 MB of images to send, far more than the sockets between server and client can hold, so
  // the server is still reading when the client leaves. Four stored objects serve every row.
  const keys: string[] = [];
  const crcs: number[] = [];
  for (let i = 0; i < IMAGES; i++) {
    keys.push(`originals/zip-disconnect-${i}.jpg`);
    crcs.push((await t.ctx.storage.put(keys[i]!, randomBytes(IMAGE_BYTES))).crc32);
  }
  for (let e = 0; e < ENTRIES; e++) {
    const entry = await juryEntry(t, comp, owner.id, { title: `Entry ${e}` });
    ids.push(entry.id);
    await t.ctx.db
      .insert(files)
      .values(keys.map((storageKey, sort) => ({ userId: owner.id, entryId: entry.id, kind: 'entry', storageKey, mime: 'image/jpeg', bytes: IMAGE_BYTES, crc32: crcs[sort]!, sort })));
  }
  // Every read the zip makes, counted as it is opened: at the object's local path
  // (open-stored-file.ts), or through the storage; that each was closed again, by the process's
  // open files.
  const storage: Storage = t.ctx.storage;
  const get = storage.get.bind(storage);
  const localPath = storage.localPath!.bind(storage);
  storage.get = (key) => (reads.opened++, get(key));
  storage.localPath = (key) => (reads.opened++, localPath(key));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** How many of the process's open files are this test's stored images (Linux: /proc/self/fd). */
function openImages(): number {
  const targets = readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return ''; // closed since the listing
    }
  });
  return targets.filter((t) => t.includes('zip-disconnect-')).length;
}

async function until(state: () => boolean): Promise<void> {
  while (!state()) await new Promise((r) => setTimeout(r, 10));
}

it('stops reading files when the client disconnects mid-batch', async () => {
  const { port } = t.app.server.address() as AddressInfo;
  const received = await new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `/api/judge/batchDownloadZip?apply_order_ids=${ids.join(',')}`, headers: { token: judge.token } }, (res) => {
      expect(res.statusCode).toBe(200);
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // Gone after the first megabyte.
        if (bytes > 1024 * 1024) {
          req.destroy();
          resolve(bytes);
        }
      });
      res.on('end', () => reject(new Error('the whole zip arrived')));
    });
    req.on('error', () => {});
    req.end();
  });
  expect(received).toBeGreaterThan(1024 * 1024);
  const stopped = (l: LogLine) => l.msg === 'jury zip stopped';
  await until(() => logged.lines.some(stopped));
  // Every file opened was closed again, and most were never opened.
  await until(() => openImages() === 0);
  expect(collected).toEqual([]);
  const total = ENTRIES * IMAGES;
  expect(reads.opened).toBeGreaterThan(0);
  expect(reads.opened).toBeLessThan(total / 2);
  const line = logged.lines.find(stopped)!;
  expect(line).toMatchObject({ level: 30, userId: judge.id, entries: ENTRIES, outcome: 'stopped' });
  expect(line.files as number).toBeLessThan(total / 2);
  expect(logged.lines.filter((l) => l.level >= 50)).toEqual([]);

  // The server still answers, and a client that stays gets the whole batch.
  const whole = await t.app.inject({ method: 'GET', url: `/api/judge/batchDownloadZip?apply_order_ids=${ids.slice(0, 2).join(',')}`, headers: { token: judge.token } });
  expect(whole.statusCode).toBe(200);
  expect(whole.rawPayload.length).toBeGreaterThan(2 * IMAGES * IMAGE_BYTES);
  await until(() => logged.lines.some((l) => l.msg === 'jury zip sent'));
});

it('reads nothing for a HEAD request', async () => {
  const before = reads.opened;
  const zipLines = () => logged.lines.filter((l) => typeof l.msg === 'string' && l.msg.startsWith('jury zip')).length;
  const linesBefore = zipLines();
  const head = await t.app.inject({ method: 'HEAD', url: `/api/judge/batchDownloadZip?apply_order_ids=${ids.join(',')}`, headers: { token: judge.token } });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-type']).toBe('application/zip');
  expect(head.rawPayload.length).toBe(0);
  // A whole download after it: by its end, only its own files were read and only it was logged.
  const get = await t.app.inject({ method: 'GET', url: `/api/judge/downloadZip?apply_order_id=${ids[0]}`, headers: { token: judge.token } });
  expect(get.statusCode).toBe(200);
  await until(() => zipLines() > linesBefore);
  expect(zipLines()).toBe(linesBefore + 1);
  // Each image opened once, to send it: its CRC-32 was recorded when it was stored.
  expect(reads.opened - before).toBe(IMAGES);
});
