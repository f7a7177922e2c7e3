import { envelope, ErrorEnvelope, type CallDef } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog, awardLevels, categories, entries, files, invitationCodes, seasons, users } from '../../src/db/schema.ts';
import { createSession } from '../../src/services/accounts/sessions.ts';
import { storeImage } from '../../src/services/files/store-image.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
export const days = (n: number) => new Date(Date.now() + n * DAY);

/** Season dates around now: `open` is taking entries, `closed` has stopped, `review` has started its first round. */
export const seasonDates = (phase: 'open' | 'upcoming' | 'closed' | 'review') => {
  const shift = { open: 0, upcoming: 20, closed: -40, review: -50 }[phase];
  return {
    registrationOpensAt: days(-10 + shift),
    registrationClosesAt: days(30 + shift),
    firstReviewStartsAt: days(45 + shift),
    firstReviewEndsAt: days(60 + shift),
    secondReviewStartsAt: days(61 + shift),
    secondReviewEndsAt: days(70 + shift),
    resultsAt: days(80 + shift),
  };
};

/**
 * The competition an entrant meets: a current season taking entries (`phase` to change that),
 * last season, and the current season's group with two categories and two award levels.
 */
export async function seedCompetition(t: TestApp, phase: 'open' | 'upcoming' | 'closed' | 'review' = 'open') {
  const db = t.ctx.db;
  const [current, past] = await db
    .insert(seasons)
    .values([
      { year: 2027, name: 'Laurel 2027', ...seasonDates(phase), isCurrent: true },
      { year: 2026, name: 'Laurel 2026', registrationOpensAt: days(-400), registrationClosesAt: days(-300), firstReviewStartsAt: days(-290), firstReviewEndsAt: days(-285), secondReviewStartsAt: days(-284), secondReviewEndsAt: days(-280), resultsAt: days(-270) },
    ])
    .returning({ id: seasons.id });
  const [group] = await db.insert(categories).values({ seasonId: current!.id, name: 'Product Design', nameZh: '产品设计' }).returning({ id: categories.id });
  const [furniture, lighting] = await db
    .insert(categories)
    .values([
      { seasonId: current!.id, parentId: group!.id, name: 'Furniture', nameZh: '家具', entryFeeCents: 29_900 },
      { seasonId: current!.id, parentId: group!.id, name: 'Lighting', entryFeeCents: 19_900 },
    ])
    .returning({ id: categories.id });
  const [gold, silver] = await db
    .insert(awardLevels)
    .values([
      { seasonId: current!.id, name: 'Gold', nameZh: '金奖', rank: 1, winnerPackageFeeCents: 119_900, trophyFeeCents: 34_900 },
      { seasonId: current!.id, name: 'Silver', rank: 2, winnerPackageFeeCents: 89_900, trophyFeeCents: 29_900 },
    ])
    .returning({ id: awardLevels.id });
  return {
    seasons: { current: current!.id, past: past!.id },
    group: group!.id,
    cats: { furniture: furniture!.id, lighting: lighting!.id },
    levels: { gold: gold!.id, silver: silver!.id },
  };
}

let seq = 0;
/**
 * Invitation codes no entry may use, one per reason (written by `insertBadInvitationCodes`), with
 * the message each is refused with. `NOPE` does not exist at all.
 */
export async function insertBadInvitationCodes(t: TestApp): Promise<void> {
  const seasonId = await currentSeasonId(t);
  await t.ctx.db.insert(invitationCodes).values([
    { seasonId, code: 'OLD', discountPercent: 10, expiresAt: days(-1) },
    { seasonId, code: 'OFF', discountPercent: 10, isActive: false },
    { seasonId, code: 'FULL', discountPercent: 10, maxUses: 1, usedCount: 1 },
  ]);
}

/** The season the fixture marked current: where codes, categories and levels go by default. */
export async function currentSeasonId(t: TestApp): Promise<number> {
  const [row] = await t.ctx.db.select({ id: seasons.id }).from(seasons).where(eq(seasons.isCurrent, true));
  if (!row) throw new Error('no current season: seed the competition first');
  return row.id;
}

export const BAD_INVITATION_CODES = {
  NOPE: 'This invitation code is not valid.',
  old: 'This invitation code has expired.',
  OFF: 'This invitation code is no longer active.',
  FULL: 'This invitation code has been used up.',
} as const;

export type Competition = Awaited<ReturnType<typeof seedCompetition>>;

/**
 * One test app with the open competition seeded for the whole file, closed after it: `use`
 * receives both once they are ready (before the file's first test).
 */
export function onCompetitionApp(use: (t: TestApp, competition: Competition) => void): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    use(t, await seedCompetition(t));
  });
  afterAll(() => t?.close());
}

/** An entrant account with a live session (no mail round trip: register.test.ts covers that). */
export async function makeEntrant(t: TestApp, opts: { language?: 'en' | 'zh-CN'; name?: string; identity?: 0 | 1 | 2 | 3 } = {}) {
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email: `entrant-${process.pid}-${++seq}@example.com`,
      passwordHash: 'x',
      name: opts.name ?? `Entrant ${seq}`,
      language: opts.language ?? 'en',
      identity: opts.identity ?? 0,
    })
    .returning();
  const { token } = await createSession(t.ctx.db, { userId: user!.id, ttlHours: 1 });
  return { id: user!.id, email: user!.email, token, headers: { token } };
}

/** An image the entrant has uploaded (stored for real, attached to no entry), as the upload route leaves it. */
export async function uploadImage(t: TestApp, userId: number, opts: { width?: number; height?: number } = {}) {
  const data = await sharp({ create: { width: opts.width ?? 64, height: opts.height ?? 48, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const row = await storeImage(t.ctx, { data, kind: 'entry', userId });
  return row.id;
}

/** A PDF the entrant has uploaded: the bytes in storage and its `files` row, kind `entry-pdf`. */
export async function uploadPdf(t: TestApp, userId: number) {
  const bytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const storageKey = `originals/test-${process.pid}-${++seq}.pdf`;
  await t.ctx.storage.put(storageKey, bytes);
  const [row] = await t.ctx.db.insert(files).values({ userId, kind: 'entry-pdf', storageKey, mime: 'application/pdf', bytes: bytes.length }).returning({ id: files.id });
  return row!.id;
}

/** An entry put straight into the database in any state (the jury and payments set these). */
export async function insertEntry(t: TestApp, values: Partial<typeof entries.$inferInsert> & { userId: number; seasonId: number }) {
  const [row] = await t.ctx.db.insert(entries).values({ title: 'Stored entry', ...values }).returning();
  return row!;
}

/**
 * An entry the judge has awarded gold in the current season's furniture category, its entry fee
 * paid: where the winner-package fee, the seal and the certificate start.
 */
export const insertAwardedEntry = (
  t: TestApp,
  comp: Competition,
  userId: number,
  values: Partial<typeof entries.$inferInsert> = {},
) =>
  insertEntry(t, {
    userId,
    seasonId: comp.seasons.current,
    categoryId: comp.cats.furniture,
    status: 'awarded',
    awardLevelId: comp.levels.gold,
    entryFeeStatus: 'paid',
    submittedAt: new Date(),
    ...values,
  });

/**
 * Calls an apply or user call and checks the answer against the contract: a 200 against the
 * call's response schema, anything else against the error envelope with `code` = HTTP status.
 */
export async function call(t: TestApp, def: CallDef, opts: { token?: string; query?: Record<string, unknown>; body?: unknown; language?: string } = {}) {
  const qs = opts.query ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
  const res = await t.app.inject({
    method: def.method,
    url: `/api${def.path}${qs}`,
    headers: { ...(opts.token ? { token: opts.token } : {}), ...(opts.language ? { 'accept-language': opts.language } : {}) },
    ...(def.method === 'POST' ? { payload: (opts.body ?? {}) as object } : {}),
  });
  const body = res.json();
  const schema = res.statusCode === 200 ? envelope(def.response) : ErrorEnvelope;
  const parsed = schema.safeParse(body);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(body.code).toBe(res.statusCode);
  return { status: res.statusCode, body, data: body.data, msg: body.msg };
}

/** Everything an entrant's call could have changed, to show a refusal changed nothing. */
export async function snapshot(t: TestApp, entryId?: number) {
  const db = t.ctx.db;
  return {
    entries: await db.select().from(entries).orderBy(entries.id),
    files: await db.select().from(files).orderBy(files.id),
    audit: (await db.select({ id: auditLog.id }).from(auditLog)).length,
    entry: entryId ? (await db.select().from(entries).where(eq(entries.id, entryId)))[0] : undefined,
  };
}
