import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflate } from 'node:zlib';
import { UploadedFile } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { findNeedles, PDF_PAGE_TEXT, pdfNamingAuthor } from '../../helpers/identifying-files.ts';
import { fileRows, filesUnder, imagePart, kindPart, makePdf, upload, userWithToken } from '../../helpers/uploads.ts';

/*
 * An uploaded PDF is stored rewritten without what names its author (docs/product.md#reviews,
 * apps/server/src/services/files/README.md#files-and-images), and a PDF that cannot be rewritten — encrypted, damaged,
 * a lie, or built to exhaust the server — is a 422 on `file` saying why, never a 500.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await userWithToken(t));
});
afterAll(() => t.close());

const who = { name: 'Zyxwa Quillfeather', company: 'Quillfeather Studio', email: 'zyxwa@quillfeather-studio.test' };

/** What poppler (pdfinfo, pdfdetach, pdftotext) reads in a PDF. */
function poppler(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'laurel-pdf-'));
  try {
    const path = join(dir, 'file.pdf');
    writeFileSync(path, pdf);
    const run = (...args: string[]) => execFileSync(args[0]!, args.slice(1), { encoding: 'utf8' });
    return {
      info: run('pdfinfo', path),
      meta: run('pdfinfo', '-meta', path),
      attached: run('pdfdetach', '-list', path),
      text: run('pdftotext', path, '-').trim(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('an uploaded PDF', () => {
  it('is stored without its author in any field, its page kept', async () => {
    const sent = await pdfNamingAuthor(who);
    // The file does name them, in every place the search looks.
    expect(findNeedles(sent, [who.name, who.company, who.email])).toHaveLength(3);
    expect(poppler(sent).attached).toMatch(/^2 embedded files/);

    const res = await upload(t, token, [kindPart('pdf'), imagePart(sent, `${who.company} portfolio.pdf`, 'application/pdf')]);
    expect(res.status).toBe(200);
    const f = UploadedFile.parse(res.body.data);
    const stored = (await t.app.inject({ method: 'GET', url: f.url })).rawPayload;
    expect(stored.length).toBe(f.bytes);
    expect(findNeedles(stored, [who.name, who.company, who.email])).toEqual([]);
    const read = poppler(stored);
    expect(read.info).toMatch(/^Pages:\s+1$/m);
    expect(read.info).not.toMatch(/^(Title|Author|Subject|Keywords|Creator|Producer):/m);
    expect(read.info).toMatch(/^JavaScript:\s+no$/m);
    expect(read.meta.trim()).toBe('');
    expect(read.attached).toMatch(/^0 embedded files/);
    expect(read.text).toBe(PDF_PAGE_TEXT);
  });
});

/** A deflate stream of `bytes` spaces, made a megabyte at a time (never held whole). */
async function deflatedSpaces(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < bytes / mb.length; i++) if (!deflate.write(mb)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  return Buffer.concat(out);
}

const pdfOf = (...objects: (string | Buffer)[]) =>
  Buffer.concat([Buffer.from('%PDF-1.5\n'), ...objects.map((o) => (typeof o === 'string' ? Buffer.from(`${o}\n`, 'latin1') : o)), Buffer.from('%%EOF\n')]);
const ONE_PAGE = [
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
];

const DAMAGED = ['pdfDamaged', 'This PDF is damaged or not a PDF we can read. Please export it again and upload it.'];
const COMPLEX = ['pdfTooComplex', 'This PDF is too complex to process. Please export it again, simpler or smaller, and upload it.'];

describe('a PDF that cannot be rewritten is refused, and nothing is kept', () => {
  it.each([
    ['password-protected', () => pdfOf(...ONE_PAGE, '4 0 obj << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >> endobj', 'trailer << /Root 1 0 R /Encrypt 4 0 R >>'), ['pdfEncrypted', 'This PDF is password-protected or encrypted. Please save it without protection and upload it again.']],
    ['without a page', () => pdfOf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj', '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj', 'trailer << /Root 1 0 R >>'), ['pdfNoPages', 'This PDF has no pages.']],
    ['lying: a PDF by its first and last bytes, noise between', () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(64 * 1024), Buffer.from('\n%%EOF\n')]), DAMAGED],
    ['nested a hundred thousand arrays deep', () => pdfOf(`1 0 obj << /Type /Catalog /Pages 2 0 R /X ${'['.repeat(100_000)} >> endobj`, 'trailer << /Root 1 0 R >>'), DAMAGED],
    [
      'a deflate bomb: an object stream of 128 MB in 128 KB',
      async () => {
        const z = await deflatedSpaces(128 * 1024 * 1024);
        return pdfOf(...ONE_PAGE, Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${z.length} >>\nstream\n`), z, '\nendstream endobj', 'trailer << /Root 1 0 R >>');
      },
      COMPLEX,
    ],
    [
      'ten million numbers in one array, more objects than the worker may hold',
      () => pdfOf(...ONE_PAGE, `4 0 obj [${'1 '.repeat(10_000_000)}] endobj`, 'trailer << /Root 1 0 R >>'),
      COMPLEX,
    ],
  ] as const)('%s: 422 on file with the reason', { timeout: 60_000 }, async (_name, make, [reason, text]) => {
    const before = await fileRows(t);
    const res = await upload(t, token, [kindPart('pdf'), imagePart(await make(), 'entry.pdf', 'application/pdf')]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 422, reason, msg: { file: [text] } });
    expect(await fileRows(t)).toBe(before);
    expect(filesUnder(t, 'incoming')).toEqual([]);
  });

  it('still takes the smallest honest PDF', async () => {
    const res = await upload(t, token, [kindPart('pdf'), imagePart(makePdf(), 'tiny.pdf', 'application/pdf')]);
    expect(res.status).toBe(200);
  });
});
