import type { Writable } from 'node:stream';
import { eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { entries, files } from '../../db/schema.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { storedFileOpener, StoredFileMissing } from '../judging/zip/open-stored-file.ts';
import { ZipAbortedError } from '../judging/zip/zip-errors.ts';
import { entryFolder, safeTitle } from '../judging/zip/zip-names.ts';
import { ZipWriter } from '../judging/zip/zip-writer.ts';
import { personScope } from './person-scope.ts';

interface PersonFile {
  id: number;
  path: string;
  storageKey: string;
  bytes: number;
  crc32: number | null;
  entryId: number | null;
  name: string;
  mime: string;
  createdAt: Date;
}

export interface PersonFilesZip {
  userId: number;
  fileName: string;
  files: PersonFile[];
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** `03-plan.pdf`: the file's order, then its own name made safe (or its id), with the stored type's extension. */
function fileName(index: number, f: { id: number; name: string; mime: string }): string {
  const ext = EXTENSIONS[f.mime] ?? 'bin';
  const base = safeTitle(f.name.replace(/\.[A-Za-z0-9]{1,5}$/, '')) || `file-${f.id}`;
  return `${String(index + 1).padStart(2, '0')}-${base}.${ext}`;
}

/**
 * What `/admin/people/exportFiles` will write, checked before the answer starts (a 404 for no such
 * person is still an envelope): every file they uploaded or that is in one of their entries, a
 * folder per entry (`entries/0042 Fold chair/01-photo.jpg`) and `uploads/` for those in none.
 * Audited (`user.exportFiles`) when prepared.
 */
export async function preparePersonFiles(ctx: AppContext, input: { userId: number; actorId: number }): Promise<PersonFilesZip> {
  const { user, entryIds } = await personScope(ctx.db, input.userId);
  const rows = await ctx.db
    .select({ file: files, title: entries.title })
    .from(files)
    .leftJoin(entries, eq(entries.id, files.entryId))
    .where(entryIds.length ? or(eq(files.userId, user.id), inArray(files.entryId, entryIds)) : eq(files.userId, user.id))
    .orderBy(files.entryId, files.sort, files.id);
  const counters = new Map<string, number>();
  const list = rows.map(({ file, title }) => {
    const folder = file.entryId === null ? 'uploads' : `entries/${entryFolder(file.entryId, title ?? '')}`;
    const index = counters.get(folder) ?? 0;
    counters.set(folder, index + 1);
    return { ...file, path: `${folder}/${fileName(index, file)}` };
  });
  await writeAudit(ctx.db, { actorId: input.actorId, action: 'user.exportFiles', subjectType: 'user', subjectId: user.id, after: { files: list.length } });
  return { userId: user.id, fileName: `person-${user.id}-files.zip`, files: list };
}

/**
 * Streams a prepared zip to `out` with the jury zip's writer (services/judging/zip/zip-writer.ts):
 * stored objects one at a time, nothing held whole; `manifest.csv` last, naming each file with its
 * entry, original name and size. A stored object gone missing is left out (and logged); the
 * client going away stops the writing.
 */
export async function writePersonFiles(ctx: AppContext, opts: { zip: PersonFilesZip; out: Writable; signal?: AbortSignal }): Promise<'sent' | 'stopped'> {
  const writer = new ZipWriter(opts.out, { signal: opts.signal });
  const open = storedFileOpener(ctx.storage);
  let manifest = CSV_BOM + csvRow(['path', 'entry', 'name', 'type', 'bytes', 'uploaded']);
  try {
    for (const f of opts.zip.files) {
      try {
        const bytes = await writer.add(f.path, open(f.storageKey), { modifiedAt: f.createdAt, measured: f.crc32 === null ? undefined : { crc: f.crc32, size: f.bytes } });
        manifest += csvRow([f.path, f.entryId, f.name, f.mime, bytes, f.createdAt.toISOString()]);
      } catch (err) {
        if (!(err instanceof StoredFileMissing)) throw err;
        ctx.log.error({ fileId: f.id, userId: opts.zip.userId }, 'person files zip: a stored file is missing; left out');
      }
    }
    await writer.add('manifest.csv', Buffer.from(manifest, 'utf8'));
    await writer.finish();
    return 'sent';
  } catch (err) {
    if (err instanceof ZipAbortedError) return 'stopped';
    throw err;
  }
}
