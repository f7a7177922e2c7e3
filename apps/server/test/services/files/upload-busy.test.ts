import { UPLOADS_IN_FLIGHT_MAX } from '@laurel/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { imageWork, type ImageWork } from '../../../src/services/files/image-work.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { makeImage } from '../../helpers/images.ts';
import { fileRows, filesUnder, imagePart, kindPart, makePdf, upload, userWithToken } from '../../helpers/uploads.ts';

/**
 * Issue 10: image work is bounded per process (IMAGE_CONCURRENCY at once, a short queue, 429
 * beyond) and per user (UPLOADS_IN_FLIGHT_MAX uploads in flight). The test holds the image slots
 * itself, so which uploads wait and which are refused does not depend on timing.
 */
let t: TestApp;
let work: ImageWork;
beforeAll(async () => {
  t = await createTestApp({ env: { IMAGE_CONCURRENCY: '2' } });
  work = imageWork(t.ctx);
});
afterAll(() => t.close());
// A failed test must not leave the slots held for the next one.
const holds: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(holds.splice(0).map((release) => release()));
});

/** Takes every image slot until the returned function is called. */
function holdSlots(): () => Promise<void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const holders = Array.from({ length: work.concurrency }, () => work.run('upload', () => held));
  const done = async () => {
    release();
    await Promise.all(holders);
  };
  holds.push(done);
  return done;
}

/** Waits until `n` uploads wait for a slot (a state, not a time). */
async function waitingIs(n: number) {
  while (work.load.waiting !== n) await new Promise((r) => setImmediate(r));
}

/** Rows and objects of the accepted uploads only; temporary files of those still waiting only. */
async function expectStoredOnly(rowsBefore: number, accepted: number, waiting = 0) {
  expect(await fileRows(t)).toBe(rowsBefore + accepted);
  expect(filesUnder(t, 'uploads', 'originals')).toHaveLength(rowsBefore + accepted);
  expect(filesUnder(t, 'incoming')).toHaveLength(waiting);
}

describe('POST /api/apply/upload under load', () => {
  it('with every slot busy, uploads wait up to the queue limit; more get 429 with Retry-After, no 5xx, nothing kept of them', async () => {
    const before = await fileRows(t);
    const release = holdSlots();
    // Nothing finishes while the slots are held, so the limit stays as it is now.
    const limit = work.queueLimit('upload');
    const users = await Promise.all(Array.from({ length: limit + 4 }, (_, i) => userWithToken(t, `Busy${i}`)));
    const img = await makeImage(300, 200);
    const answers = users.map(({ token }) => upload(t, token, [kindPart('image'), imagePart(img)]));
    const settled: { status: number; body: { code: number; msg: unknown }; headers: Record<string, unknown> }[] = [];
    for (const a of answers) void a.then((r) => settled.push(r));
    await waitingIs(limit);
    while (settled.length < 4) await new Promise((r) => setImmediate(r));
    for (const refused of settled) {
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 429, msg: expect.stringMatching(/^The server is busy with other images\. Please try again in \d+ seconds\.$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    await expectStoredOnly(before, 0, limit);

    await release();
    const all = await Promise.all(answers);
    expect(all.filter((r) => r.status === 200)).toHaveLength(limit);
    expect(all.filter((r) => r.status === 429)).toHaveLength(4);
    await expectStoredOnly(before, limit);
    expect(work.load).toEqual({ active: 0, waiting: 0 });
  });

  it('with the work queue full, an image is refused before its body is read, and a PDF (stripped in a worker of the same pool) after it, nothing kept of either', async () => {
    const before = await fileRows(t);
    const release = holdSlots();
    const limit = work.queueLimit('upload');
    const fillers = Array.from({ length: limit }, () => work.run('upload', async () => undefined));
    const { token } = await userWithToken(t, 'Late');
    // Over the 20 MB limit: read, it would be a 422; refused unread, it is a 429.
    const tooBig = Buffer.concat([await makeImage(100, 100), Buffer.alloc(21 * 1024 * 1024)]);
    const image = await upload(t, token, [kindPart('image'), imagePart(tooBig)]);
    expect(image.status).toBe(429);
    expect(image.body.msg).toMatch(/^The server is busy with other images/);
    expect(Number(image.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(filesUnder(t, 'incoming')).toEqual([]);
    expect(work.load).toEqual({ active: 2, waiting: limit });
    // A PDF's rewriting (services/files/clean-pdf.ts) takes a slot of the same pool: busy, it is refused too.
    const pdf = await upload(t, token, [kindPart('pdf'), imagePart(makePdf(), 'a.pdf', 'application/pdf')]);
    expect(pdf.status).toBe(429);
    expect(pdf.body.reason).toBe('serverBusyUploads');
    expect(Number(pdf.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await release();
    await Promise.all(fillers);
    await expectStoredOnly(before, 0);
    // With room again, the same PDF is taken.
    expect((await upload(t, token, [kindPart('pdf'), imagePart(makePdf(), 'a.pdf', 'application/pdf')])).status).toBe(200);
    await expectStoredOnly(before, 1);
  });

  it(`lets one user have ${UPLOADS_IN_FLIGHT_MAX} uploads in flight: a third gets 429 before its body is read; others are not held up`, async () => {
    const before = await fileRows(t);
    const [one, other] = [await userWithToken(t, 'Eager'), await userWithToken(t, 'Other')];
    const img = await makeImage(200, 200);
    const release = holdSlots();
    const first = [1, 2].map(() => upload(t, one.token, [kindPart('image'), imagePart(img)]));
    await waitingIs(2);
    const third = await upload(t, one.token, [kindPart('image'), imagePart(img)]);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ success: false, code: 429, msg: 'You are already uploading 2 files. Please wait until one has finished.' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // A PDF counts too.
    expect((await upload(t, one.token, [kindPart('pdf'), imagePart(makePdf(), 'a.pdf', 'application/pdf')])).status).toBe(429);
    const theirs = upload(t, other.token, [kindPart('image'), imagePart(img)]);
    await waitingIs(3);

    await release();
    expect((await Promise.all([...first, theirs])).map((r) => r.status)).toEqual([200, 200, 200]);
    await expectStoredOnly(before, 3);
    // Done uploads, and refused ones, no longer count.
    expect((await upload(t, one.token, [kindPart('image'), imagePart(Buffer.from('not an image'))])).status).toBe(422);
    const again = await Promise.all([1, 2].map(() => upload(t, one.token, [kindPart('image'), imagePart(img)])));
    expect(again.map((r) => r.status)).toEqual([200, 200]);
  });
});
