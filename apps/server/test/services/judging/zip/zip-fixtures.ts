import { batchDownloadEntryZip, downloadEntryZip } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { entries} from '../../../../src/db/schema.ts';
import { files, reviewAssignments, users } from '../../../../src/db/schema.ts';
import { storeImage } from '../../../../src/services/files/store-image.ts';
import { insertEntry, makeEntrant, type Competition } from '../../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../../helpers/test-app.ts';

/* Entries that reached the jury, with real stored files, and the zip calls as a client makes them. */

let seq = 0;

/** A real JPEG or PNG stored as an upload would be (checked, metadata stripped), attached to `entryId`. */
export async function attachImage(t: TestApp, entryId: number, userId: number, sort: number, format: 'jpeg' | 'png' = 'jpeg') {
  const data = await sharp({ create: { width: 40 + sort, height: 30, channels: 3, background: { r: 20 * sort, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();
  const row = await storeImage(t.ctx, { data, kind: 'entry', userId, entryId, sort });
  return row;
}

/**
 * Raw bytes stored under a new key and attached to `entryId` as a file of `kind` (the zip does not
 * decode them), with the CRC-32 the storage counted as an upload records it; `unrecorded`: as a
 * file stored before migration 0016, without one.
 */
export async function attachBytes(
  t: TestApp,
  entryId: number,
  userId: number,
  opts: { bytes: Buffer; kind: 'entry' | 'entry-pdf'; mime: string; sort?: number; unrecorded?: boolean },
) {
  const storageKey = `originals/zip-test-${process.pid}-${++seq}.${opts.kind === 'entry-pdf' ? 'pdf' : 'jpg'}`;
  const { crc32 } = await t.ctx.storage.put(storageKey, opts.bytes);
  const [row] = await t.ctx.db
    .insert(files)
    .values({ userId, entryId, kind: opts.kind, storageKey, mime: opts.mime, bytes: opts.bytes.length, crc32: opts.unrecorded ? null : crc32, sort: opts.sort ?? 0 })
    .returning();
  return row!;
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An entrant's entry that reached the jury (submitted, fee paid) in the current season. */
export async function juryEntry(t: TestApp, comp: Competition, userId: number, values: Partial<typeof entries.$inferInsert> = {}) {
  return insertEntry(t, {
    userId,
    seasonId: comp.seasons.current,
    categoryId: comp.cats.furniture,
    status: 'submitted',
    entryFeeStatus: 'paid',
    title: 'Fold chair',
    description: 'A chair that folds flat.',
    videoUrl: 'https://video.example.org/fold-chair',
    ...values,
  });
}

/** A jury member (1 judge, 2 sub-judge, 3 second-level judge) with a session. */
export async function juror(t: TestApp, identity: 1 | 2 | 3, values: Partial<typeof users.$inferInsert> = {}) {
  const who = await makeEntrant(t, { identity });
  if (Object.keys(values).length) await t.ctx.db.update(users).set(values).where(eq(users.id, who.id));
  return who;
}

export const assign = (t: TestApp, entryId: number, reviewerId: number) => t.ctx.db.insert(reviewAssignments).values({ entryId, reviewerId });

export interface ZipAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
  /** The envelope, when the answer is not a zip. */
  json?: { code: number; msg: unknown; data: unknown };
}

/** `GET /api/judge/downloadZip` or `batchDownloadZip`, as the raw answer. */
export async function getZip(t: TestApp, token: string | undefined, query: { apply_order_id?: unknown; apply_order_ids?: unknown }, language?: string): Promise<ZipAnswer> {
  const call = query.apply_order_ids !== undefined ? batchDownloadEntryZip : downloadEntryZip;
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${call.path}?${qs}`,
    headers: { ...(token ? { token } : {}), ...(language ? { 'accept-language': language } : {}) },
  });
  const answer: ZipAnswer = { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  if (res.statusCode !== 200) {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    answer.json = res.json();
    expect(answer.json!.code).toBe(res.statusCode);
  } else {
    expect(res.headers['content-type']).toBe('application/zip');
  }
  return answer;
}
