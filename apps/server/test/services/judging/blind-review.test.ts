import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyAutoAssignment,
  calls,
  createEntry,
  editEntry,
  type FirstLevelReviews,
  getSubjudgesSubJudges,
  listSecondLevelAwards,
  previewAssignment,
  proposeSecondLevelAward,
  proposeSubJuryAward,
  type CallDef,
} from '@laurel/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, files, seasons, users } from '../../../src/db/schema.ts';
import { storeImage } from '../../../src/services/files/store-image.ts';
import { imagePart, kindPart, upload } from '../../helpers/uploads.ts';
import { call, seasonDates } from '../../helpers/apply-fixtures.ts';
import { findNeedles, jpegNamingAuthor, PDF_PAGE_TEXT, pdfNamingAuthor, type Author } from '../../helpers/identifying-files.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { scoresOf, seedJury, type Jury } from './jury-fixtures.ts';

/*
 * Blind review (docs/product.md#reviews): every answer a sub-judge or second-level judge can get
 * is read whole, and nothing that identifies an entrant is in it — not their name, e-mail,
 * company or country, not the credits, not the metadata of an image they uploaded. Every file
 * they can fetch is searched too: an entry whose PDF and photo an entrant uploaded through the
 * API naming themselves in every field an exporter writes. And the second level reads the first
 * level's reviews as "Reviewer 1, 2, 3", only once its own review of the entry is in.
 */

let t: TestApp;
let j: Jury;
let photoUrl: string;
/** The entrant who uploaded files naming themselves, and that entry's id. */
let author: Author;
let uploaded: number;

/** As the /steps page does it: upload the files, create the draft, fill it in and submit it. */
async function enterWithFiles(owner: Jury['entrants'][number]): Promise<number> {
  const [profile] = await t.ctx.db.select({ company: users.company }).from(users).where(eq(users.id, owner.id));
  author = { name: owner.name, company: profile!.company!, email: owner.email };
  await t.ctx.db.update(seasons).set(seasonDates('open')).where(eq(seasons.id, j.comp.seasons.current));
  const pdf = await upload(t, owner.token, [kindPart('pdf'), imagePart(await pdfNamingAuthor(author), `${author.company} portfolio.pdf`, 'application/pdf')]);
  const photo = await upload(t, owner.token, [kindPart('image'), imagePart(await jpegNamingAuthor(author), `${author.name}.jpg`, 'image/jpeg')]);
  expect([pdf.status, photo.status]).toEqual([200, 200]);
  const draft = await call(t, createEntry, { token: owner.token, body: { categoryId: j.comp.cats.furniture } });
  const submitted = await call(t, editEntry, {
    token: owner.token,
    body: {
      apply_order_id: draft.data.id,
      title: 'Uploaded oak chair',
      description: 'A chair in oak and steel.',
      credits: `Designed by ${author.name}, ${author.company} (${author.email})`,
      imageFileIds: [photo.body.data.fileId],
      pdfFileId: pdf.body.data.fileId,
      submit: true,
    },
  });
  expect(submitted.data.status).toBe('submitted');
  await t.ctx.db.update(seasons).set(seasonDates('review')).where(eq(seasons.id, j.comp.seasons.current));
  // Paid (payments have their own tests): the entry reaches the jury.
  await t.ctx.db.update(entries).set({ entryFeeStatus: 'paid' }).where(eq(entries.id, draft.data.id));
  return draft.data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  j = await seedJury(t);
  // The first entrant's cover carries their name in its EXIF and GPS position.
  const owner = j.entrants[0]!;
  const data = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#884422' } })
    .jpeg()
    .withExif({ IFD0: { Artist: owner.name, Copyright: owner.name }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
  const img = await storeImage(t.ctx, { data, kind: 'entry', userId: owner.id });
  await t.ctx.db.update(files).set({ entryId: j.entries[0]!.id, sort: -1 }).where(eq(files.id, img.id));
  uploaded = await enterWithFiles(owner);
  const plan = await call(t, previewAssignment, { token: j.judge.token, query: { perEntry: 3 } });
  await call(t, applyAutoAssignment, { token: j.judge.token, body: { perEntry: 3, planId: plan.data.planId } });
  const tokens = [j.sub1, j.sub2, j.sub3];
  for (const e of [...j.entries, { id: uploaded }]) {
    for (const [k, s] of tokens.entries()) {
      await call(t, proposeSubJuryAward, { token: s.token, body: { apply_order_id: e.id, scores: scoresOf(5 + k), awardLevelId: j.comp.levels.gold, comment: `Fine work (note ${k + 1}).`, submit: true } });
    }
  }
  await call(t, proposeSecondLevelAward, { token: j.second.token, body: { apply_order_id: j.entries[0]!.id, scores: scoresOf(8), awardLevelId: j.comp.levels.gold, submit: true } });
  const cover = (await t.ctx.db.select().from(entries).where(eq(entries.id, j.entries[0]!.id)))[0]!;
  expect(cover.secondLevelReached).toBe(true);
  photoUrl = '';
});
afterAll(() => t?.close());

/** Everything that names an entrant, as it is stored. */
const identities = () =>
  j.entrants.flatMap((e) => [e.name, e.email, e.email.split('@')[1]!, `Quillfeather`, `Vexmoor`, `Pemberly`]).concat(['Designed by', 'portfolio.pdf']);
/** Everything that names a sub-judge, which a second-level judge must not read either. */
const reviewers = () => [j.sub1, j.sub2, j.sub3].flatMap((s) => [s.name, s.email]);

const reviewerCalls = [...Object.values(calls.subJudge), ...Object.values(calls.judge)].filter(
  (c) => c.method === 'GET' && !c.file && (c.auth === 'subJudge' || c.auth === 'secondJudge' || c.auth === 'jury'),
) as CallDef[];

describe('what reviewers are answered', () => {
  it('reads every reviewer GET call', () => {
    expect(reviewerCalls.map((c) => c.path).sort()).toEqual(
      [
        '/subJudge/subJuryAwardList',
        '/subjudges/subJuryAwardList',
        '/subjudges/secondLevelJudgeAwardList',
        '/subjudges/getSubJudges',
        '/subjudges/getInvitationCode',
        '/subjudges/getAgentCode',
        '/subjudges/getPhase',
        '/subjudges/reviewCriteria',
      ].sort(),
    );
  });

  it.each([
    ['sub-judge', () => j.sub2.token],
    ['second-level judge', () => j.second.token],
  ])('holds no entrant identity for a %s, in any answer', async (_who, token) => {
    const answers: string[] = [];
    for (const c of reviewerCalls) {
      const query = c.path.endsWith('getSubJudges') ? { apply_order_id: j.entries[0]!.id } : c.path.includes('Code') ? { code: 'NOPE' } : { pageSize: 100 };
      const res = await t.app.inject({ method: 'GET', url: `/api${c.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, headers: { token: token() } });
      answers.push(res.body);
    }
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api${token() === j.second.token ? proposeSecondLevelAward.path : proposeSubJuryAward.path}`,
      headers: { token: token() },
      payload: { apply_order_id: j.entries[0]!.id, scores: scoresOf(7), awardLevelId: null, submit: false },
    });
    answers.push(saved.body);
    const all = answers.join('\n');
    // The lists did answer: there is work in them to be blind about.
    expect(all).toContain(j.entries[0]!.title);
    for (const id of identities()) expect(all, id).not.toContain(id);
    // No field that would carry them either, nor a fellow reviewer's name or address.
    expect(all).not.toMatch(/"(entrant|credits|company|country|userId|invitationCode|email|workload)"/);
    for (const r of reviewers()) expect(all, r).not.toContain(r);
  });

  it('serves a reviewer the images re-encoded, without the metadata the entrant’s camera wrote', async () => {
    const list = await call(t, calls.subJudge.listSubJuryAwards, { token: j.sub2.token, query: { pageSize: 100 } });
    const entry = list.data.list.find((e: { id: number }) => e.id === j.entries[0]!.id);
    photoUrl = entry.images[0].url;
    const res = await t.app.inject({ method: 'GET', url: photoUrl });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from(j.entrants[0]!.name))).toBe(false);
  });
});

/** Every file in a zip, by name, as Info-ZIP extracts it. */
function unzipAll(zip: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-blind-'));
  try {
    const path = join(dir, 'a.zip');
    writeFileSync(path, zip);
    const names = execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter((n) => n && !n.endsWith('/'));
    return new Map(names.map((n) => [n, execFileSync('unzip', ['-p', path, n])]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What pdfinfo and pdftotext read in a PDF. */
function popplerRead(pdf: Buffer): { info: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-blind-'));
  try {
    const path = join(dir, 'a.pdf');
    writeFileSync(path, pdf);
    return { info: execFileSync('pdfinfo', [path], { encoding: 'utf8' }), text: execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

describe('every file a reviewer can fetch', () => {
  it.each([
    ['sub-judge', () => j.sub1.token, calls.subJudge.listSubJuryAwards],
    ['second-level judge', () => j.second.token, listSecondLevelAwards],
  ] as const)('names no one for a %s: the entry’s answers, its image and PDF addresses, the zips', { timeout: 60_000 }, async (_who, token, list) => {
    const needles = [author.name, author.company, author.email];
    const seen: Buffer[] = [];
    const answer = await call(t, list, { token: token(), query: { pageSize: 100 } });
    const entry = answer.data.list.find((e: { id: number }) => e.id === uploaded);
    expect(entry, 'the uploaded entry is on the list').toBeDefined();
    seen.push(Buffer.from(JSON.stringify(answer.data)));

    // Each address the answer gives, and the original of each image (a signed address opens every size of its file).
    const urls: string[] = [entry.coverUrl, entry.pdf.url, ...entry.images.flatMap((i: { url: string; thumbUrl: string }) => [i.url, i.thumbUrl, i.url.replace('/large', '/original')])];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      seen.push(res.rawPayload);
    }
    const pdf = (await get(entry.pdf.url)).rawPayload;
    const pdfRead = popplerRead(pdf);
    expect(pdfRead.text).toBe(PDF_PAGE_TEXT);
    expect(pdfRead.info).not.toMatch(/^(Title|Author|Subject|Keywords|Creator|Producer):/m);
    const original = (await get(entry.images[0].url.replace('/large', '/original'))).rawPayload;
    const meta = await sharp(original).metadata();
    expect([meta.format, meta.width, meta.exif, meta.xmp, meta.iptc]).toEqual(['jpeg', 120, undefined, undefined, undefined]);

    // The zips: one entry, and a batch; what is in them is searched unpacked too.
    for (const url of [`/api/judge/downloadZip?apply_order_id=${uploaded}`, `/api/judge/batchDownloadZip?apply_order_ids=${uploaded}`]) {
      const res = await get(url, token());
      expect(res.statusCode, url).toBe(200);
      seen.push(res.rawPayload);
      const inside = unzipAll(res.rawPayload);
      const zipped = [...inside].find(([name]) => name.endsWith('.pdf'));
      expect(zipped && popplerRead(zipped[1]).text).toBe(PDF_PAGE_TEXT);
      seen.push(...inside.values(), Buffer.from([...inside.keys()].join('\n')));
    }
    // The judge's CSV is not theirs to fetch.
    expect((await get('/api/judge/exportCsv', token())).statusCode).toBe(403);

    for (const [i, bytes] of seen.entries()) expect(findNeedles(bytes, needles), `fetch ${i}`).toEqual([]);
  });
});

describe('the first level as the second level reads it', () => {
  const reviewsOf = async (id: number) => {
    const res = await call(t, getSubjudgesSubJudges, { token: j.second.token, query: { apply_order_id: id } });
    expect(res.status).toBe(200);
    return res.data as FirstLevelReviews;
  };
  const rowOf = async (id: number) => {
    const res = await call(t, listSecondLevelAwards, { token: j.second.token, query: { pageSize: 100 } });
    return res.data.list.find((e: { id: number }) => e.id === id);
  };

  it('is hidden — no reviews, average or proposals — until the second-level judge’s own review is in', async () => {
    // Reviewed by two sub-judges (the third works where the entrant does); the second level has not reviewed it.
    expect(await reviewsOf(uploaded)).toEqual({ visible: false, reviews: [] });
    const row = await rowOf(uploaded);
    expect(row).toMatchObject({ firstLevelVisible: false, firstLevelReviews: [], firstLevel: { count: 2, averageScore: null, proposals: [] } });
    // A draft of their own does not open them.
    await call(t, proposeSecondLevelAward, { token: j.second.token, body: { apply_order_id: uploaded, scores: scoresOf(6), awardLevelId: null, submit: false } });
    expect((await reviewsOf(uploaded)).visible).toBe(false);
  });

  it('shows "Reviewer 1, 2" once it is: scores, total, proposal and comment, nothing else, numbered alike everywhere', async () => {
    await call(t, proposeSecondLevelAward, { token: j.second.token, body: { apply_order_id: uploaded, scores: scoresOf(6), awardLevelId: null, submit: true } });
    const first = await reviewsOf(uploaded);
    expect(first.visible).toBe(true);
    expect(first.reviews.map((r) => r.reviewer)).toEqual([1, 2]);
    for (const r of first.reviews) expect(Object.keys(r).sort()).toEqual(['awardLevelId', 'comment', 'reviewer', 'scores', 'total']);
    expect(first.reviews.map((r) => r.comment).sort()).toEqual(['Fine work (note 1).', 'Fine work (note 2).']);
    const row = await rowOf(uploaded);
    expect(row.firstLevelVisible).toBe(true);
    expect(row.firstLevelReviews).toEqual(first.reviews);
    expect(row.firstLevel).toMatchObject({ count: 2, averageScore: 5.5, proposals: [{ awardLevelId: j.comp.levels.gold, count: 2 }] });
    expect(JSON.stringify([first, row])).not.toMatch(new RegExp(reviewers().join('|')));
  });

  it('keeps each reviewer’s number when scores change', async () => {
    const before = await reviewsOf(uploaded);
    // The sub-judges trade places by total: numbered by score, they would swap.
    await call(t, proposeSubJuryAward, { token: j.sub1.token, body: { apply_order_id: uploaded, scores: scoresOf(10), awardLevelId: j.comp.levels.gold, comment: 'Fine work (note 1).', submit: true } });
    await call(t, proposeSubJuryAward, { token: j.sub2.token, body: { apply_order_id: uploaded, scores: scoresOf(1), awardLevelId: j.comp.levels.gold, comment: 'Fine work (note 2).', submit: true } });
    const after = await reviewsOf(uploaded);
    const numberOf = (list: FirstLevelReviews, note: string) => list.reviews.find((r) => r.comment.includes(note))!.reviewer;
    for (const note of ['note 1', 'note 2']) expect(numberOf(after, note)).toBe(numberOf(before, note));
    expect(after.reviews.map((r) => r.total).sort()).toEqual([1, 10]);
  });

  it('is shown before their own review where the season allows it', async () => {
    const other = j.entries[1]!.id;
    expect((await reviewsOf(other)).visible).toBe(false);
    await t.ctx.db.update(seasons).set({ firstLevelReviewsBeforeOwn: true }).where(eq(seasons.id, j.comp.seasons.current));
    try {
      const open = await reviewsOf(other);
      expect(open.visible).toBe(true);
      expect(open.reviews.length).toBeGreaterThan(0);
      expect((await rowOf(other)).firstLevelVisible).toBe(true);
    } finally {
      await t.ctx.db.update(seasons).set({ firstLevelReviewsBeforeOwn: false }).where(eq(seasons.id, j.comp.seasons.current));
    }
  });
});
