import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { TestApp } from './test-app.ts';
import { entries, seasons, users } from '../../src/db/schema.ts';

/** A real image of the given size and format, drawn by sharp. */
export const makeImage = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

export const streamOf = (buf: Buffer) => Readable.from([buf.subarray(0, 100), buf.subarray(100)]);

/** An owner, a season and one entry, shown among the winners or not. */
export async function makeEntry(t: TestApp, isShow: boolean): Promise<{ entryId: number; userId: number }> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({ email: `owner-${Math.random().toString(36).slice(2)}@example.com`, passwordHash: 'x', name: 'Owner' })
    .returning({ id: users.id });
  const now = new Date();
  const [season] = await t.ctx.db
    .insert(seasons)
    .values({ year: 2026, name: 'S', registrationOpensAt: now, registrationClosesAt: now, firstReviewStartsAt: now, firstReviewEndsAt: now, secondReviewStartsAt: now, secondReviewEndsAt: now, resultsAt: now })
    .returning({ id: seasons.id });
  const [entry] = await t.ctx.db
    .insert(entries)
    .values({ userId: user!.id, seasonId: season!.id, title: 'Work', status: isShow ? 'awarded' : 'submitted', isShow })
    .returning({ id: entries.id });
  return { entryId: entry!.id, userId: user!.id };
}
