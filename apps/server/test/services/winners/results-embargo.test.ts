import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, files, seasons } from '../../../src/db/schema.ts';
import { issueCertificate } from '../../../src/services/documents/issue-certificate.ts';
import { seedWinnerFixture } from '../../helpers/public-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { buildWebApp } from '../../helpers/web-build.ts';

/*
 * The results embargo (docs/product.md#publishing-winners): a shown winner of a season whose
 * results date is ahead is on no public surface — the winner calls, the server-rendered home,
 * gallery and winner page, the sitemap, link previews, its images, the link from its certificate's
 * check — and is on every one once the
 * date has passed, with no cached answer outliving the date. Over a real socket, so cached
 * answers come from the fast path (http/serve-cached.ts) as a visitor's do.
 */

const PUBLIC_URL = 'https://awards.example.org';
let t: TestApp;
let f: Awaited<ReturnType<typeof seedWinnerFixture>>;
let base: string;
/** "Embargo vase": awarded Gold and shown in the 2027 season, whose results date is ahead. */
let vase: number;
let vaseImage: number;
/** The vase's award certificate: its public check links the winner's page once that is public. */
let certificateCode: string;

beforeAll(async () => {
  const webDist = buildWebApp();
  t = await createTestApp({ config: { webDist, siteName: 'Laurel Test Award', publicUrl: PUBLIC_URL } });
  f = await seedWinnerFixture(t);
  const [{ userId }] = (await t.ctx.db.select({ userId: entries.userId }).from(entries).where(eq(entries.id, f.entries.haloLamp))) as [{ userId: number }];
  [{ id: vase }] = (await t.ctx.db
    .insert(entries)
    .values({ userId, seasonId: f.seasons.current, categoryId: f.cats.furniture, awardLevelId: f.levels.gold, status: 'awarded', isShow: true, entryFeeStatus: 'paid', winnerPackageFeeStatus: 'waived', title: 'Embargo vase', description: 'Not to be seen before the results.', credits: 'Studio Vase' })
    .returning({ id: entries.id })) as [{ id: number }];
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b04a2f' } }).jpeg().toBuffer();
  await t.ctx.storage.put('originals/embargo-vase.jpg', jpeg);
  [{ id: vaseImage }] = (await t.ctx.db
    .insert(files)
    .values({ entryId: vase, userId, kind: 'entry', storageKey: 'originals/embargo-vase.jpg', mime: 'image/jpeg', bytes: jpeg.length, width: 64, height: 48, sort: 0 })
    .returning({ id: files.id })) as [{ id: number }];
  ({ code: certificateCode } = await issueCertificate(t.ctx, { entryId: vase, userId }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t?.close());

/** A GET as a browser sends it (English). */
function get(path: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers: { 'accept-language': 'en' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}
const data = async (path: string) => {
  const res = await get(`/api${path}`);
  return { status: res.status, data: (JSON.parse(res.text) as { data: unknown }).data };
};
const titles = (page: unknown) => (page as { list: { title: string }[] }).list.map((w) => w.title);

/** What each public surface shows of the vase, one line each, so a failure names the surface. */
async function surfaces() {
  const list = await data('/index/winnerList?page=1&pageSize=100');
  const year = await data('/index/winnerList?page=1&pageSize=100&year=2027');
  const home = await data('/index/indexWinnerList?page=1&pageSize=8');
  const award = await data('/index/getAward');
  const info = await data(`/index/winnerInfo?apply_order_id=${vase}`);
  const homePage = await get('/');
  const gallery = await get('/winner?year=2027');
  const page = await get(`/winnerDetails?apply_order_id=${vase}`);
  const sitemap = await get('/sitemap.xml');
  const og = await get(`/og/winner/${vase}.jpg`);
  const image = await get(`/files/${vaseImage}/original`);
  const certificate = await data(`/index/verifyCertificate?code=${certificateCode}`);
  return {
    winnerList: titles(list.data).includes('Embargo vase'),
    winnerListOfYear: titles(year.data).includes('Embargo vase'),
    indexWinnerList: titles(home.data).includes('Embargo vase'),
    winnerYears: (award.data as { winnerYears: number[] }).winnerYears.includes(2027),
    winnerInfo: info.status === 200,
    homePage: homePage.text.includes('Embargo vase') || homePage.text.includes('in the 2027 season'),
    galleryPage: gallery.text.includes('Embargo vase'),
    winnerPage: page.status === 200 && page.text.includes('Embargo vase'),
    linkPreview: /<meta property="og:image" content="[^"]*\/og\/winner\/\d+\.jpg"/.test(page.text) && page.text.includes('og:title" content="Embargo vase'),
    sitemap: sitemap.text.includes(`apply_order_id=${vase}<`),
    ogImage: og.status === 200,
    image: image.status === 200,
    certificateLink: (certificate.data as { entry: { winnerUrl: string | null } }).entry.winnerUrl === `${PUBLIC_URL}/winnerDetails?apply_order_id=${vase}`,
    // A control: the winners of a season whose results are out are listed meanwhile.
    control: titles(list.data).includes('Halo lamp'),
  };
}
const everywhere = (shown: boolean) =>
  Object.fromEntries(
    ['winnerList', 'winnerListOfYear', 'indexWinnerList', 'winnerYears', 'winnerInfo', 'homePage', 'galleryPage', 'winnerPage', 'linkPreview', 'sitemap', 'ogImage', 'image', 'certificateLink'].map((k) => [k, shown]).concat([['control', true]]),
  );

/** Sets the 2027 results date `ms` from the database's clock, as a change to the season does (it drops what was cached). */
/** Whether the database's clock, which the embargo reads, has reached the 2027 results date. */
async function resultsOut(): Promise<boolean> {
  const [row] = await t.ctx.db
    .select({ out: sql<boolean>`now() >= ${seasons.resultsAt}` })
    .from(seasons)
    .where(eq(seasons.id, f.seasons.current));
  return row!.out;
}

async function resultsIn(ms: number) {
  await t.ctx.db
    .update(seasons)
    .set({ resultsAt: sql`now() + make_interval(secs => ${ms / 1000})` })
    .where(eq(seasons.id, f.seasons.current));
  await t.ctx.cache.invalidate('competition');
}

describe('a season’s winners before and after its results date', () => {
  it('keeps a shown winner off every public surface while its season’s results date is ahead', async () => {
    expect(await surfaces()).toEqual(everywhere(false));
    // The page of a winner not yet public is the not-found page, as for any unknown winner.
    expect((await get(`/winnerDetails?apply_order_id=${vase}`)).status).toBe(404);
    // The home page's latest winners are the last season whose results are out.
    const home = (await get('/')).text;
    expect(home).toContain('Work honoured by the jury in the 2026 season.');
    expect(home).toContain('Halo lamp');
  });

  it('shows it everywhere once the date has passed, with no cached answer outliving the date', async () => {
    // One round of every surface, to know how long one takes on this machine.
    const started = performance.now();
    await surfaces();
    const round = performance.now() - started;

    // The date comes soon: every answer built now is built before it, and cached. On a loaded
    // machine a round can outlast the plan; then its answers may postdate the date, and the round
    // is made again with the date further ahead.
    for (let margin = Math.max(1500, 3 * round); ; margin *= 2) {
      await resultsIn(margin);
      const before = await surfaces();
      if (await resultsOut()) continue;
      expect(before).toEqual(everywhere(false));
      break;
    }

    // Nothing is written when the date passes: the cached answers must end by themselves.
    while (!(await resultsOut())) await new Promise((r) => setTimeout(r, 50));
    expect(await surfaces()).toEqual(everywhere(true));
    expect(await get('/')).toMatchObject({ text: expect.stringContaining('Work honoured by the jury in the 2027 season.') });
  });

  it('takes it off again when the date is moved back into the future', async () => {
    await resultsIn(30 * 86_400_000);
    expect(await surfaces()).toEqual(everywhere(false));
  });
});
