import { ENTRY_STEPS, fileUrl, type ImageSize } from '@laurel/contract';
import { and, eq, gte, inArray, isNull, ne, notExists, or } from 'drizzle-orm';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { AppContext } from '../core/context.ts';
import type { FileKind } from '../services/files/file-kinds.ts';
import { storeImage } from '../services/files/store-image.ts';
import { categories, contentBlocks, entries, files, juryProfiles, mediaReports } from '../db/schema.ts';
import { artwork, PALETTE_COUNT, portrait, STYLE_COUNT } from './demo-art.ts';

/** Shapes a gallery shows side by side: landscape, square and portrait work. */
const ENTRY_SHAPES = [[1600, 1200], [1600, 1067], [1400, 1400], [1200, 1500], [1600, 900], [1200, 1600]] as const;

interface Picture {
  svg: string;
  kind: FileKind;
  userId?: number;
  entryId?: number;
  sort?: number;
  /** Writes the stored file's address where the page reads it; entry images need no link. */
  link?: (fileId: number) => Promise<unknown>;
}

async function store(ctx: AppContext, pic: Picture): Promise<void> {
  const jpeg = await sharp(Buffer.from(pic.svg)).jpeg({ quality: 84 }).toBuffer();
  const file = await storeImage(ctx, { data: jpeg, kind: pic.kind, userId: pic.userId, entryId: pic.entryId, sort: pic.sort });
  await pic.link?.(file.id);
}

/**
 * Gives the demo site its pictures (issue 3): 3–5 images for every shown winner (first is the
 * cover), 2–3 for the demo entrant's entries past the images step (issue 4), a picture for each banner and the about block, jury portraits, media report images and
 * category covers. It reads what exists rather than assuming the demo data's counts, and skips
 * what already has an image, so it can run again after more demo rows are added.
 */
export async function seedDemoImages(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const url = (size: ImageSize) => (id: number) => fileUrl(id, size);
  const pics: Picture[] = [];

  const winners = await db
    .select({ id: entries.id, userId: entries.userId })
    .from(entries)
    .where(and(eq(entries.isShow, true), notExists(db.select({ id: files.id }).from(files).where(eq(files.entryId, entries.id)))))
    .orderBy(entries.id);
  for (const e of winners) {
    // One entry is one project: its images share a palette and vary composition and shape.
    const count = 3 + (e.id % 3);
    for (let i = 0; i < count; i++) {
      const [w, h] = ENTRY_SHAPES[(e.id + i) % ENTRY_SHAPES.length]!;
      const svg = artwork(e.id * 100 + i, w, h, { palette: e.id % PALETTE_COUNT, style: (e.id + i) % STYLE_COUNT });
      pics.push({ svg, kind: 'entry', userId: e.userId, entryId: e.id, sort: i });
    }
  }

  // The demo entrant's own work (issue 4): what `/account` and `/steps` show on a fresh install.
  // Entries past the images step get pictures; a draft still at the images step has two so far.
  const working = await db
    .select({ id: entries.id, userId: entries.userId, status: entries.status })
    .from(entries)
    .where(
      and(
        eq(entries.isShow, false),
        or(ne(entries.status, 'draft'), gte(entries.draftStep, ENTRY_STEPS.indexOf('images'))),
        notExists(db.select({ id: files.id }).from(files).where(eq(files.entryId, entries.id))),
      ),
    )
    .orderBy(entries.id);
  for (const e of working) {
    const count = e.status === 'draft' ? 2 : 3;
    for (let i = 0; i < count; i++) {
      const [w, h] = ENTRY_SHAPES[(e.id + i) % ENTRY_SHAPES.length]!;
      pics.push({ svg: artwork(e.id * 100 + i, w, h, { palette: e.id % PALETTE_COUNT, style: (e.id + i) % STYLE_COUNT }), kind: 'entry', userId: e.userId, entryId: e.id, sort: i });
    }
  }

  const blocks = await db
    .select({ id: contentBlocks.id, kind: contentBlocks.kind })
    .from(contentBlocks)
    .where(and(inArray(contentBlocks.kind, ['banner', 'about']), isNull(contentBlocks.imageUrl)));
  for (const b of blocks) {
    const svg = artwork(10_000 + b.id, 2400, 1000, { style: 2 + (b.id % 2) });
    const link = url('large');
    pics.push({ svg, kind: b.kind === 'banner' ? 'banner' : 'content', link: (id) => db.update(contentBlocks).set({ imageUrl: link(id) }).where(eq(contentBlocks.id, b.id)) });
  }

  for (const j of await db.select({ id: juryProfiles.id }).from(juryProfiles).where(isNull(juryProfiles.photoUrl))) {
    pics.push({ svg: portrait(20_000 + j.id), kind: 'jury', link: (id) => db.update(juryProfiles).set({ photoUrl: url('thumb')(id) }).where(eq(juryProfiles.id, j.id)) });
  }

  for (const m of await db.select({ id: mediaReports.id }).from(mediaReports).where(isNull(mediaReports.imageUrl))) {
    pics.push({ svg: artwork(30_000 + m.id, 1200, 800), kind: 'media', link: (id) => db.update(mediaReports).set({ imageUrl: url('medium')(id) }).where(eq(mediaReports.id, m.id)) });
  }

  // One cover per category lineage: a season's copy of a category shows its original's picture.
  const originals = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(isNull(categories.coverUrl), or(isNull(categories.originId), eq(categories.originId, categories.id))));
  for (const c of originals) {
    const lineage = or(eq(categories.id, c.id), eq(categories.originId, c.id));
    pics.push({ svg: artwork(40_000 + c.id, 1200, 800), kind: 'category', link: (id) => db.update(categories).set({ coverUrl: url('medium')(id) }).where(and(lineage, isNull(categories.coverUrl))) });
  }

  const started = performance.now();
  // Two at a time: the machine's cores, without flooding sharp's thread pool.
  await pLimit(2).map(pics, (p) => store(ctx, p));
  ctx.log.info({ images: pics.length, ms: Math.round(performance.now() - started) }, 'demo images stored');
}
