import { AWARD_TONE_COLORS, changeWinnerPackageFeeStatus, payWinnerPackageFee } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type entries } from '../../../src/db/schema.ts';
import { call, insertEntry, makeEntrant, seedCompetition, type Competition, insertAwardedEntry } from '../../helpers/apply-fixtures.ts';
import { sandboxCallback } from '../../helpers/sandbox-callback.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * The award's seal as a download (docs/product.md#award-marks): SVG and PNG with the level and the
 * season's year, to the entry's owner once the winner package is paid or waived, under the
 * certificate's rule; every other caller refused in the envelope.
 */

let t: TestApp;
let comp: Competition;
let judge: Awaited<ReturnType<typeof makeEntrant>>;
let admin: Awaited<ReturnType<typeof makeEntrant>>;
beforeAll(async () => {
  t = await createTestApp();
  comp = await seedCompetition(t);
  judge = await makeEntrant(t, { identity: 1 });
  admin = await makeEntrant(t);
  await t.ctx.db.update(users).set({ staffRole: 'administrator' }).where(eq(users.id, admin.id));
});
afterAll(() => t?.close());

const awarded = (userId: number, values: Partial<typeof entries.$inferInsert> = {}) =>
  insertAwardedEntry(t, comp, userId, values);

/** Fetches a seal as the web app does: the file's bytes, or the refusal's envelope. */
async function seal(format: 'Svg' | 'Png', entryId: number, token?: string, language?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/pdf/downloadAwardSeal${format}?apply_order_id=${entryId}`,
    headers: { ...(token ? { token } : {}), ...(language ? { 'accept-language': language } : {}) },
  });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload, json: () => res.json() };
}

/** The text of every `<text>` element of an SVG, unescaped. */
const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));

async function payPackage(me: { token: string }, entryId: number) {
  const order = await call(t, payWinnerPackageFee, { token: me.token, body: { apply_order_id: entryId, provider: 'sandbox' } });
  expect(order.status).toBe(200);
  await sandboxCallback(t, order.data.orderNo, order.data.amountCents);
}

describe('the award seal download', () => {
  it('is refused while the winner package is unpaid, then gives its owner the SVG and PNG', async () => {
    const me = await makeEntrant(t);
    const entry = await awarded(me.id);
    for (const format of ['Svg', 'Png'] as const) {
      const early = await seal(format, entry.id, me.token);
      expect(early.status, format).toBe(409);
      expect(early.headers['content-type']).toMatch(/json/);
      expect(early.json()).toMatchObject({ success: false, code: 409, msg: 'The award seal is ready once the winner package is paid.' });
    }
    await payPackage(me, entry.id);

    const svg = await seal('Svg', entry.id, me.token);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-disposition']).toBe(`attachment; filename="award-seal-2027-gold-${entry.id}.svg"`);
    expect(svg.headers['cache-control']).toBe('private, no-store');
    const text = svg.body.toString('utf8');
    expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // The level and the season's year, as text; the seal in the level's metal with its three stars.
    expect(texts(text)).toEqual(['GOLD', 'Laurel Design Award · 2027']);
    expect(text).toContain(`fill="${AWARD_TONE_COLORS.gold}"`);
    expect(text).not.toContain(AWARD_TONE_COLORS.silver);
    expect(text.match(/<path d="M[^"]*"\/>/g)?.length).toBeGreaterThanOrEqual(3);
    // Well-formed: librsvg reads it.
    expect(await sharp(svg.body).metadata()).toMatchObject({ format: 'svg', width: 480, height: 600 });

    const png = await seal('Png', entry.id, me.token);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe(`attachment; filename="award-seal-2027-gold-${entry.id}.png"`);
    expect([...png.body.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await sharp(png.body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 1500, density: 300, hasAlpha: true });
    // The disc near its top edge is the level's metal, and the level's name under it has ink.
    const { data, info } = await sharp(png.body).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const gold = [1, 3, 5].map((i) => parseInt(AWARD_TONE_COLORS.gold.slice(i, i + 2), 16));
    expect(at(600, 112).every((v, i) => Math.abs(v - gold[i]!) <= 12)).toBe(true);
    let ink = 0;
    for (let y = 1160; y < 1250; y++) for (let x = 0; x < info.width; x++) if (at(x, y)[0]! < 100) ink++;
    expect(ink).toBeGreaterThan(3000);
  });

  it('follows the request’s language: the level’s Chinese name and the year in Chinese', async () => {
    const me = await makeEntrant(t, { language: 'zh-CN' });
    const entry = await awarded(me.id);
    await payPackage(me, entry.id);
    const svg = await seal('Svg', entry.id, me.token, 'zh-CN');
    expect(svg.status).toBe(200);
    const text = svg.body.toString('utf8');
    expect(texts(text)).toEqual(['金奖', 'Laurel Design Award · 2027 年度']);
    expect(text).toContain('lang="zh-CN"');
    // A level without a Chinese name keeps its English one.
    const silver = await awarded(me.id, { awardLevelId: comp.levels.silver, winnerPackageFeeStatus: 'waived' });
    const silverSvg = (await seal('Svg', silver.id, me.token, 'zh-CN')).body.toString('utf8');
    expect(texts(silverSvg)[0]).toBe('SILVER');
    expect(silverSvg).toContain(`fill="${AWARD_TONE_COLORS.silver}"`);
  });

  it('is given for a winner package the judge waived', async () => {
    const me = await makeEntrant(t);
    const entry = await awarded(me.id);
    expect((await seal('Png', entry.id, me.token)).status).toBe(409);
    const waived = await call(t, changeWinnerPackageFeeStatus, { token: judge.token, body: { apply_order_id: entry.id, status: 'waived', note: 'Sponsor pays' } });
    expect(waived.status).toBe(200);
    expect((await seal('Png', entry.id, me.token)).status).toBe(200);
  });

  it('refuses an entry that is not awarded, whatever its fees', async () => {
    const me = await makeEntrant(t);
    const entry = await insertEntry(t, { userId: me.id, seasonId: comp.seasons.current, categoryId: comp.cats.furniture, status: 'submitted', entryFeeStatus: 'paid', winnerPackageFeeStatus: 'waived' });
    for (const format of ['Svg', 'Png'] as const) {
      const res = await seal(format, entry.id, me.token);
      expect(res.status, format).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 409, msg: 'Only an awarded entry has an award seal.' });
    }
  });

  it('answers every caller but the owner as the certificate does: 401 without a session, 404 for anyone else', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const entry = await awarded(me.id, { winnerPackageFeeStatus: 'waived' });
    const roles: [string, string | undefined, number][] = [
      ['visitor', undefined, 401],
      ['another entrant', other.token, 404],
      ['judge', judge.token, 404],
      ['admin', admin.token, 404],
      ['owner', me.token, 200],
    ];
    for (const format of ['Svg', 'Png'] as const) {
      for (const [role, token, status] of roles) {
        const res = await seal(format, entry.id, token);
        expect(res.status, `${format} as ${role}`).toBe(status);
        if (status !== 200) expect(res.json(), `${format} as ${role}`).toMatchObject({ success: false, code: status });
        if (status === 404) expect(res.json().reason).toBe('ownEntryNotFound');
      }
      expect((await seal(format, 999_999, me.token)).status).toBe(404);
      expect((await seal(format, 0, me.token)).status).toBe(422);
    }
  });
});
