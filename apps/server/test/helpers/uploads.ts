import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { files, users } from '../../src/db/schema.ts';
import { createSession } from '../../src/services/accounts/sessions.ts';
import type { TestApp } from './test-app.ts';

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it, parts in the given order. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----laurel${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A user with a live session, made directly (the register flow has its own tests). */
export async function userWithToken(t: TestApp, name = 'Entrant'): Promise<{ userId: number; token: string }> {
  const [user] = await t.ctx.db
    .insert(users)
    .values({ email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com`, passwordHash: 'x', name })
    .returning({ id: users.id });
  const { token } = await createSession(t.ctx.db, { userId: user!.id, ttlHours: 1 });
  return { userId: user!.id, token };
}

/** POSTs an upload the way the /steps page does: field `kind`, then the `file` part. */
export async function upload(t: TestApp, token: string | null, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: '/api/apply/upload', payload, headers: { ...headers, ...(token ? { token } : {}) } });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export const imagePart = (data: Buffer, filename = 'photo.jpg', type = 'image/jpeg'): Part => ({ name: 'file', value: data, filename, type });
export const kindPart = (kind: string): Part => ({ name: 'kind', value: kind });

/** A small but real PDF: header, one empty page, cross-reference table and trailer. */
export function makePdf(extra = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    `% ${'x'.repeat(extra)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

export const fileRows = async (t: TestApp, userId?: number) =>
  (await t.ctx.db.select({ n: count() }).from(files).where(userId === undefined ? undefined : eq(files.userId, userId)))[0]!.n;

/** Every file under a folder of the data dir, recursively (originals, sizes, incoming). */
export function filesUnder(t: TestApp, ...path: string[]): string[] {
  try {
    return readdirSync(join(t.ctx.config.dataDir, ...path), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  } catch {
    return [];
  }
}
