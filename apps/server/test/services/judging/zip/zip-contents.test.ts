import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../src/db/schema.ts';
import { makeEntrant, seedCompetition, type Competition } from '../../../helpers/apply-fixtures.ts';
import { captureLog } from '../../../helpers/log-capture.ts';
import { createTestApp, type TestApp } from '../../../helpers/test-app.ts';
import { assign, attachBytes, attachImage, getZip, juror, juryEntry, PDF_BYTES } from './zip-fixtures.ts';
import { readZip, type ReadZip } from './zip-tools.ts';

/*
 * What a jury zip holds (docs/product.md#zip-downloads), read back with unzip and Python: a folder
 * per entry with entry.txt, the images as stored and the PDF, and manifest.csv; the judge's names
 * the entrant, a sub-judge's and a second-level judge's do not, anywhere in their bytes.
 */

let t: TestApp;
let comp: Competition;
const logged = captureLog();
type Who = Awaited<ReturnType<typeof makeEntrant>>;
let judge: Who, sub: Who, second: Who;
let chair: number, lamp: number;
const originals: Buffer[] = [];

// The entrant's details, distinctive enough that finding them in random image bytes by chance is
// out of the question; the country is stored as written (the form keeps a two-letter code).
const ENTRANT = {
  name: 'Zebulon Quokkafeather',
  email: 'zebulon@quokkafeather-studio.test',
  company: 'Marchbanks Quokkafeather Atelier',
  country: 'Quokkaland',
};
const CREDITS = 'Design: Ottoline Marchbanks';
const CODE = 'QUOKKA-INVITE-7';
const IDENTIFYING = ['quokka', 'marchbanks', 'ottoline', 'zebulon'];

const pad = (id: number) => String(id).padStart(4, '0');

async function bytesOf(key: string): Promise<Buffer> {
  const object = await t.ctx.storage.get(key);
  const chunks: Buffer[] = [];
  for await (const c of object!.body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 4180 rows of a manifest without its byte order mark (the test's cells have no line breaks). */
function manifestRows(zip: ReadZip): string[][] {
  const text = zip.files.get('manifest.csv')!.toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1]!.replace(/^"|"$/g, '').replaceAll('""', '"')));
}

beforeAll(async () => {
  t = await createTestApp({ log: logged.log });
  comp = await seedCompetition(t, 'review');
  judge = await juror(t, 1);
  sub = await juror(t, 2);
  second = await juror(t, 3);
  const owner = await makeEntrant(t);
  await t.ctx.db.update(users).set({ ...ENTRANT, invitationCode: CODE, agentCode: CODE }).where(eq(users.id, owner.id));
  chair = (await juryEntry(t, comp, owner.id, { credits: CREDITS, invitationCode: CODE, secondLevelReached: true })).id;
  // A title a spreadsheet would run and a file system refuse, and no images, PDF or video.
  lamp = (await juryEntry(t, comp, owner.id, { title: '=Lamp: "Halo"/2', description: '一盏灯。', videoUrl: null, categoryId: comp.cats.lighting, credits: CREDITS })).id;
  for (const [sort, format] of [[0, 'jpeg'], [1, 'jpeg'], [2, 'png']] as const) originals.push(await bytesOf((await attachImage(t, chair, owner.id, sort, format)).storageKey));
  await attachBytes(t, chair, owner.id, { bytes: PDF_BYTES, kind: 'entry-pdf', mime: 'application/pdf' });
  await assign(t, chair, sub.id);
  await assign(t, lamp, sub.id);
});
afterAll(() => t?.close());

describe("the judge's zip", () => {
  it('holds a folder per entry with its texts, images as stored and PDF, and the manifest', async () => {
    const res = await getZip(t, judge.token, { apply_order_ids: `${lamp},${chair}` });
    expect(res.status).toBe(200);
    const zip = readZip(res.body);
    const c = `${pad(chair)} Fold chair`;
    const l = `${pad(lamp)} =Lamp Halo 2`;
    expect(zip.entries.map((f) => f.name)).toEqual([`${c}/entry.txt`, `${c}/01.jpg`, `${c}/02.jpg`, `${c}/03.png`, `${c}/entry.pdf`, `${l}/entry.txt`, 'manifest.csv']);
    originals.forEach((bytes, i) => expect(zip.files.get(`${c}/0${i + 1}.${i < 2 ? 'jpg' : 'png'}`)!.equals(bytes)).toBe(true));
    expect(zip.files.get(`${c}/entry.pdf`)!.equals(PDF_BYTES)).toBe(true);
    expect(zip.listing).not.toMatch(/ (defN|defX|defF|defS) /);

    expect(zip.files.get(`${c}/entry.txt`)!.toString('utf8')).toBe(
      [
        `Entry: ${pad(chair)}`,
        'Title: Fold chair',
        'Category: Product Design / Furniture',
        'Video: https://video.example.org/fold-chair',
        `Entrant: ${ENTRANT.name}`,
        `E-mail: ${ENTRANT.email}`,
        `Company: ${ENTRANT.company}`,
        `Country: ${ENTRANT.country}`,
        '',
        'Description:',
        'A chair that folds flat.',
        '',
        'Credits:',
        CREDITS,
        '',
      ].join('\n'),
    );
    expect(zip.files.get(`${l}/entry.txt`)!.toString('utf8')).toContain('Title: =Lamp: "Halo"/2\nCategory: Product Design / Lighting\nVideo: none\n');

    const rows = manifestRows(zip);
    expect(rows[0]).toEqual(['Entry', 'Title', 'Category', 'File', 'Bytes', 'Entrant', 'E-mail', 'Company', 'Country']);
    const who = [ENTRANT.name, ENTRANT.email, ENTRANT.company, ENTRANT.country];
    const chairRow = [pad(chair), 'Fold chair', 'Product Design / Furniture'];
    expect(rows.slice(1)).toEqual([
      [...chairRow, `${c}/entry.txt`, String(zip.files.get(`${c}/entry.txt`)!.length), ...who],
      [...chairRow, `${c}/01.jpg`, String(originals[0]!.length), ...who],
      [...chairRow, `${c}/02.jpg`, String(originals[1]!.length), ...who],
      [...chairRow, `${c}/03.png`, String(originals[2]!.length), ...who],
      [...chairRow, `${c}/entry.pdf`, String(PDF_BYTES.length), ...who],
      // The title that starts with `=` is shown as text, not run as a formula.
      [pad(lamp), `'=Lamp: "Halo"/2`, 'Product Design / Lighting', `${l}/entry.txt`, String(zip.files.get(`${l}/entry.txt`)!.length), ...who],
    ]);
    // No invitation or agent code, even for the judge.
    expect(res.body.toString('latin1')).not.toContain(CODE);
  });

  it('speaks Chinese to a Chinese reader', async () => {
    const zip = readZip((await getZip(t, judge.token, { apply_order_id: chair }, 'zh-CN')).body);
    const text = zip.files.get(`${pad(chair)} Fold chair/entry.txt`)!.toString('utf8');
    expect(text).toContain('标题: Fold chair\n类别: 产品设计 / 家具\n');
    expect(text).toContain(`参赛者: ${ENTRANT.name}`);
    expect(manifestRows(zip)[0]).toEqual(['作品编号', '标题', '类别', '文件', '字节数', '参赛者', '电子邮箱', '公司', '国家/地区']);
  });
});

describe('a blind zip', () => {
  for (const [role, who] of [['a sub-judge', () => sub], ['a second-level judge', () => second]] as const) {
    it(`shows ${role} the work and nothing of who made it`, async () => {
      const ids = role === 'a sub-judge' ? `${chair},${lamp}` : `${chair}`;
      const res = await getZip(t, who().token, { apply_order_ids: ids });
      expect(res.status).toBe(200);
      const zip = readZip(res.body);
      const c = `${pad(chair)} Fold chair`;
      expect(zip.entries.map((f) => f.name).slice(0, 5)).toEqual([`${c}/entry.txt`, `${c}/01.jpg`, `${c}/02.jpg`, `${c}/03.png`, `${c}/entry.pdf`]);
      expect(zip.files.get(`${c}/entry.txt`)!.toString('utf8')).toBe(
        `Entry: ${pad(chair)}\nTitle: Fold chair\nCategory: Product Design / Furniture\nVideo: https://video.example.org/fold-chair\n\nDescription:\nA chair that folds flat.\n`,
      );
      expect(manifestRows(zip)[0]).toEqual(['Entry', 'Title', 'Category', 'File', 'Bytes']);
      // Not in any byte of the zip, nor in any file it unpacks to.
      const raw = res.body.toString('latin1').toLowerCase();
      for (const mark of IDENTIFYING) expect(raw).not.toContain(mark);
      for (const [name, bytes] of zip.files) {
        const text = bytes.toString('utf8').toLowerCase();
        for (const mark of [...IDENTIFYING, CODE.toLowerCase(), 'entrant', 'e-mail', 'company', 'country', 'credits']) expect(text, name).not.toContain(mark);
      }
    });
  }

  it("is told apart from the judge's by what the judge's holds", async () => {
    const raw = (await getZip(t, judge.token, { apply_order_id: chair })).body.toString('latin1').toLowerCase();
    for (const mark of IDENTIFYING) expect(raw).toContain(mark);
  });
});

describe('a stored file gone missing', () => {
  it('is left out and logged, and the rest of the zip is whole', async () => {
    const owner = await makeEntrant(t);
    const id = (await juryEntry(t, comp, owner.id, { title: 'Gone' })).id;
    const kept = await attachImage(t, id, owner.id, 0);
    const gone = await attachImage(t, id, owner.id, 1);
    await t.ctx.storage.delete(gone.storageKey);
    const zip = readZip((await getZip(t, judge.token, { apply_order_id: id })).body);
    expect(zip.entries.map((f) => f.name)).toEqual([`${pad(id)} Gone/entry.txt`, `${pad(id)} Gone/01.jpg`, 'manifest.csv']);
    expect(zip.files.get(`${pad(id)} Gone/01.jpg`)!.equals(await bytesOf(kept.storageKey))).toBe(true);
    expect(manifestRows(zip).map((r) => r[3])).toEqual(['File', `${pad(id)} Gone/entry.txt`, `${pad(id)} Gone/01.jpg`]);
    expect(logged.lines.find((l) => l.msg === 'jury zip: a stored file is missing; left out')).toMatchObject({ level: 50, fileId: gone.id });
  });
});
