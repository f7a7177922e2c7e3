import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PDF's text in reading order, read with poppler's pdftotext as a person's viewer shows it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'laurel-e2e-pdf-'));
  try {
    const path = join(dir, 'doc.pdf');
    await writeFile(path, pdf);
    return (await run('pdftotext', ['-enc', 'UTF-8', path, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
