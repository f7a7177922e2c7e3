import { resizedUrl } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, seasons } from '../../src/db/schema.ts';
import { files } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { makeImage } from '../helpers/images.ts';
import { imagePart, kindPart, makePdf, upload, userWithToken } from '../helpers/uploads.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const query = (url: string) => new URL(url, 'http://x').search;
const pathOf = (url: string) => new URL(url, 'http://x').pathname;

describe('private files are served only under their own signature', () => {
  it("another user's file: its own signed URL works; unsigned, or signed for another file, is the plain 404", async () => {
    const alice = await userWithToken(t, 'Alice');
    const bob = await userWithToken(t, 'Bob');
    const a = (await upload(t, alice.token, [kindPart('image'), imagePart(await makeImage(300, 200))])).body.data;
    const b = (await upload(t, bob.token, [kindPart('image'), imagePart(await makeImage(300, 200))])).body.data;
    const pdf = (await upload(t, alice.token, [kindPart('pdf'), imagePart(makePdf(), 'p.pdf')])).body.data;

    for (const f of [a, b, pdf]) expect((await get(f.url)).statusCode).toBe(200);
    // The same query works at every size of the same image (resizedUrl in the web app).
    expect((await get(resizedUrl(a.url, 'medium'))).statusCode).toBe(200);

    const refused = [
      pathOf(a.url), // no signature
      pathOf(pdf.url),
      `${pathOf(a.url)}${query(b.url)}`, // file A with the signature of file B
      `${pathOf(b.url)}${query(a.url)}`,
      `${pathOf(pdf.url)}${query(a.url)}`,
      a.url.replace(/sig=[\w-]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      a.url.replace(/exp=(\d+)/, (_m: string, e: string) => `exp=${Number(e) + 86400}`), // a longer life it was not given
      `${pathOf(a.url)}?exp=1&sig=x`,
      `${pathOf(a.url)}?exp=&sig=`,
      `${pathOf(a.url)}?exp[]=1&sig[]=2`,
    ];
    for (const url of refused) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toBe('Not found.');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('an expired signature is refused', async () => {
    const { token } = await userWithToken(t);
    const f = (await upload(t, token, [kindPart('image'), imagePart(await makeImage(50, 50))])).body.data;
    const old = t.ctx.files.url(f.fileId, 'original', Date.now() - 3 * 86_400_000);
    expect((await get(old)).statusCode).toBe(404);
  });

  it('an entry image becomes public when its entry is a shown winner, and the PDF stays private', async () => {
    const { token, userId } = await userWithToken(t);
    const img = (await upload(t, token, [kindPart('image'), imagePart(await makeImage(50, 50))])).body.data;
    const pdf = (await upload(t, token, [kindPart('pdf'), imagePart(makePdf(), 'p.pdf')])).body.data;
    const now = new Date();
    const [season] = await t.ctx.db
      .insert(seasons)
      .values({ year: 2026, name: 'S', registrationOpensAt: now, registrationClosesAt: now, firstReviewStartsAt: now, firstReviewEndsAt: now, secondReviewStartsAt: now, secondReviewEndsAt: now, resultsAt: now })
      .returning({ id: seasons.id });
    const [entry] = await t.ctx.db.insert(entries).values({ userId, seasonId: season!.id, title: 'W', status: 'awarded', isShow: true }).returning({ id: entries.id });
    for (const f of [img, pdf]) await t.ctx.db.update(files).set({ entryId: entry!.id }).where(eq(files.id, f.fileId));

    const shown = await get(pathOf(img.url));
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(pathOf(pdf.url))).statusCode).toBe(404);
    expect((await get(pdf.url)).statusCode).toBe(200);
  });
});
