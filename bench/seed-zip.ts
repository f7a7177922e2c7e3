// Prepares bench/zip.ts before its server starts (PGlite is one process's own): a judge with a
// session and BENCH_ZIP_ENTRIES (default 200) entries that reached the jury, each with
// BENCH_ZIP_IMAGES (5) images of BENCH_ZIP_IMAGE_MB (2) MB stored through the storage adapter.
// The bytes are random behind a JPEG's start and end markers: they do not compress (like a
// photo's) and need not decode (the zip never decodes them). Run with DATA_DIR set. Prints one
// JSON line: { token, ids, originalsDir, bytes }.
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { loadConfig } from '@laurel/server/config';
import { closeContext, createContext } from '@laurel/server/context';
import { categories, entries, files, seasons, users } from '@laurel/server/schema';
import { createSession } from '@laurel/server/services/accounts/sessions';
import { DUMMY_HASH } from '@laurel/server/services/accounts/passwords';

const ENTRIES = Number(process.env.BENCH_ZIP_ENTRIES ?? 200);
const IMAGES = Number(process.env.BENCH_ZIP_IMAGES ?? 5);
const IMAGE_BYTES = Math.round(Number(process.env.BENCH_ZIP_IMAGE_MB ?? 2) * 1024 * 1024);
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

/** A JPEG-looking object: SOI and APP0 markers, random bytes, EOI. */
function jpegLike(): Buffer {
  const bytes = randomBytes(IMAGE_BYTES);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  bytes.set([0xff, 0xd9], IMAGE_BYTES - 2);
  return bytes;
}

const ctx = await createContext({ ...loadConfig(), logLevel: 'warn', demoData: false });
try {
  const [season] = await ctx.db
    .insert(seasons)
    .values({
      year: 2027,
      name: 'Bench 2027',
      isCurrent: true,
      registrationOpensAt: at(-60),
      registrationClosesAt: at(-20),
      firstReviewStartsAt: at(-10),
      firstReviewEndsAt: at(10),
      secondReviewStartsAt: at(11),
      secondReviewEndsAt: at(20),
      resultsAt: at(30),
    })
    .returning({ id: seasons.id });
  const [category] = await ctx.db.insert(categories).values({ seasonId: season!.id, name: 'Furniture' }).returning({ id: categories.id });
  const [judge, entrant] = await ctx.db
    .insert(users)
    .values([
      { email: 'judge@bench.laurel.local', passwordHash: DUMMY_HASH, name: 'Bench judge', identity: 1 },
      { email: 'entrant@bench.laurel.local', passwordHash: DUMMY_HASH, name: 'Bench entrant', company: 'Bench Studio', country: 'CN' },
    ])
    .returning({ id: users.id });
  const made = await ctx.db
    .insert(entries)
    .values(
      Array.from({ length: ENTRIES }, (_, i) => ({
        userId: entrant!.id,
        seasonId: season!.id,
        categoryId: category!.id,
        title: `Bench entry ${i + 1}`,
        description: 'Made by the zip benchmark.',
        credits: 'Bench Studio',
        status: 'submitted',
        entryFeeStatus: 'paid',
        submittedAt: new Date(),
      })),
    )
    .returning({ id: entries.id });
  let bytes = 0;
  let originalsDir = '';
  // A few entries at a time: each put is flushed to disk (local-storage.ts), and flushes overlap.
  const storeEntry = async (entryId: number) => {
    const rows = await Promise.all(
      Array.from({ length: IMAGES }, async (_, sort) => {
        const storageKey = `originals/bench-${entryId}-${sort}.jpg`;
        const stored = await ctx.storage.put(storageKey, jpegLike());
        bytes += stored.bytes;
        originalsDir = dirname(ctx.storage.localPath!(storageKey));
        // With the CRC-32 the storage counted, as an upload records it (store-image.ts), so the zip
        // reads each object once (docs/decisions/017-crc-kept-when-stored.md).
        return { userId: entrant!.id, entryId, kind: 'entry', storageKey, mime: 'image/jpeg', bytes: stored.bytes, crc32: stored.crc32, sort };
      }),
    );
    await ctx.db.insert(files).values(rows);
  };
  for (let i = 0; i < made.length; i += 10) await Promise.all(made.slice(i, i + 10).map((e) => storeEntry(e.id)));
  const { token } = await createSession(ctx.db, { userId: judge!.id, ttlHours: 24 });
  console.log(JSON.stringify({ token, ids: made.map((e) => e.id), originalsDir, bytes }));
} finally {
  await closeContext(ctx);
}
