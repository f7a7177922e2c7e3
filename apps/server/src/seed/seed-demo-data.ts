import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../core/context.ts';
import type { DbLike } from '../db/client.ts';
import { cleanContentBlock } from '../services/content/save-content-block.ts';
import { ALL_TAGS } from '../lib/public-cache.ts';
import { hashPassword } from '../services/accounts/passwords.ts';
import {
  agentCodes,
  awardLevels,
  categories,
  contentBlocks,
  entries,
  invitationCodes,
  juryProfiles,
  mediaReports,
  seasons,
  users,
} from '../db/schema.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_AWARD_LEVELS, DEMO_BLOCKS, DEMO_CATEGORIES, DEMO_JURY, DEMO_MEDIA } from './demo-content.ts';
import { seedDemoWinners, unusablePassword } from './demo-winners.ts';
import { seedDemoImages } from './demo-images.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { adoptFeeStatuses } from '../services/fee-ledger/adopt-fee-statuses.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

/**
 * Loads the demo season: an open current season in its early-bird weeks, last season's results,
 * each season's category tree with tiered entry fees and award levels with fees (this season's
 * copied from last season's), one account per identity
 * plus an admin, public content, a few entries in various states, last season's published
 * winners (demo-winners.ts) and this season's entries with the jury (demo-reviews.ts). Runs in
 * one transaction: all of it or none.
 */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  const [studioHash, ...hashes] = await Promise.all([hashPassword(unusablePassword()), ...DEMO_ACCOUNTS.map((a) => hashPassword(a.password))]);
  await ctx.db.transaction(async (tx) => {
    const accounts = await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a, i) => ({ email: a.email, passwordHash: hashes[i]!, name: a.name, identity: a.identity, staffRole: a.staffRole, company: a.company, country: 'CN', areaCode: '+86', language: 'en' })))
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => accounts.find((a) => a.email === email)!.id;
    const entrantId = idOf('entrant@laurel.local');

    const year = new Date().getFullYear();
    const [current, previous] = await tx
      .insert(seasons)
      .values([
        { year: year + 1, name: `Laurel Design Award ${year + 1}`, registrationOpensAt: at(-30), registrationClosesAt: at(60), firstReviewStartsAt: at(61), firstReviewEndsAt: at(80), secondReviewStartsAt: at(81), secondReviewEndsAt: at(95), resultsAt: at(100), earlyBirdEndsAt: at(14), lateFeeStartsAt: at(45), isCurrent: true },
        { year, name: `Laurel Design Award ${year}`, registrationOpensAt: at(-395), registrationClosesAt: at(-305), firstReviewStartsAt: at(-304), firstReviewEndsAt: at(-285), secondReviewStartsAt: at(-284), secondReviewEndsAt: at(-270), resultsAt: at(-265), isCurrent: false },
      ])
      .returning({ id: seasons.id });

    // Last season's tree and levels are the originals; this season's are their copies (as the
    // console copies a season: originId names the original), so the winners' filters find a
    // category's or level's winners of both years.
    const past = await insertDemoTree(tx, previous!.id, null);
    const now = await insertDemoTree(tx, current!.id, past);
    const leafIds = now.leafIds;
    // Through the content layer, so demo HTML is sanitised like everything an organiser writes.
    await tx.insert(contentBlocks).values(DEMO_BLOCKS.map((b) => cleanContentBlock({ ...b, position: b.position ?? '' })));
    await tx.insert(juryProfiles).values(DEMO_JURY.map((j, i) => ({ ...j, sort: i })));
    await tx.insert(mediaReports).values(DEMO_MEDIA.map((m, i) => ({ ...m, publishedAt: at(-200 - i * 30) })));
    await tx.insert(invitationCodes).values([
      { seasonId: current!.id, code: 'EARLYBIRD', description: '20% off the entry fee', discountPercent: 20 },
      { seasonId: current!.id, code: 'STUDENT', description: 'Entry fee waived for students', discountPercent: 100, maxUsesPerEntrant: 1 },
      { seasonId: current!.id, code: 'FRIENDS50', description: '$50 off the entry fee', discountCents: 5_000 },
    ]);
    await tx.insert(agentCodes).values([{ code: 'PARTNER01', agentName: 'Design Partners Asia' }]);

    const leaf = (i: number) => leafIds[i % leafIds.length]!;
    const pastLeaf = (i: number) => past.leafIds[i % past.leafIds.length]!;
    await tx.insert(entries).values([
      // A draft left at the images step (issue 4: `/steps` resumes there), with two images so far.
      { userId: entrantId, seasonId: current!.id, categoryId: leaf(0), title: 'Halo desk lamp', description: 'A lamp whose light ring dims as daylight rises.', credits: 'Mia Chen, Studio Lumen', status: 'draft', draftStep: 2, invitationCode: 'EARLYBIRD', createdAt: at(-1) },
      { userId: entrantId, seasonId: current!.id, categoryId: leaf(3), title: 'Tide — identity for a coastal museum', description: 'An identity system drawn from tide tables.', credits: 'Studio Lumen', status: 'submitted', entryFeeStatus: 'paid', createdAt: at(-6), submittedAt: at(-3) },
      { userId: entrantId, seasonId: previous!.id, categoryId: pastLeaf(1), title: 'Fold chair', description: 'A chair cut and folded from one aluminium sheet.', credits: 'Mia Chen', status: 'awarded', entryFeeStatus: 'paid', winnerPackageFeeStatus: 'paid', awardLevelId: past.levelIds[1]!, isShow: true, submittedAt: at(-320), winnerInfo: { credits: 'Design: Mia Chen', text: 'A chair with no screws and no waste.' } },
      { userId: entrantId, seasonId: previous!.id, categoryId: pastLeaf(4), title: 'Seed packaging', description: 'Packaging that can be planted.', credits: 'Studio Lumen', status: 'awarded', entryFeeStatus: 'paid', winnerPackageFeeStatus: 'unpaid', awardLevelId: past.levelIds[3]!, isShow: true, submittedAt: at(-318) },
      { userId: entrantId, seasonId: previous!.id, categoryId: pastLeaf(8), title: 'Quiet banking app', description: 'A banking app that never sends a push notification.', credits: 'Mia Chen', status: 'not_awarded', entryFeeStatus: 'paid', submittedAt: at(-316) },
    ]);
    const levelIds = now.levelIds;
    // Each season's entries are in that season's categories and levels.
    const studioIds = await seedDemoWinners(tx, { seasonId: previous!.id, leafIds: past.leafIds, levelIds: past.levelIds, passwordHash: studioHash!, submittedAt: at(-315) });
    await seedDemoReviews(tx, {
      seasonId: current!.id,
      leafIds,
      levelIds,
      studioIds,
      judgeId: idOf('judge@laurel.local'),
      subJudgeIds: [idOf('subjudge@laurel.local'), idOf('subjudge2@laurel.local')],
      at,
    });
    // The demo's fees were settled before the site existed: as decisions of the fee ledger.
    await adoptFeeStatuses(tx, 'Demo data: settled outside the site.');
  });
  await seedDemoImages(ctx);
  // With Redis, servers already running on the same database (`npm run seed`) drop their
  // cached empty site at once; without it, this process's own cache is the only one.
  await ctx.cache.invalidate(...ALL_TAGS);
}

/** One season's demo tree and award levels, ids in the demo's order. */
interface DemoTree {
  groupIds: number[];
  leafIds: number[];
  levelIds: number[];
}

/**
 * Inserts the demo category tree and award levels into a season: the originals when `from` is
 * null (their `originId` their own id), else copies of `from`'s rows, `originId` naming them.
 */
async function insertDemoTree(tx: DbLike, seasonId: number, from: DemoTree | null): Promise<DemoTree> {
  const tree: DemoTree = { groupIds: [], leafIds: [], levelIds: [] };
  for (const [gi, group] of DEMO_CATEGORIES.entries()) {
    const [g] = await tx
      .insert(categories)
      .values({ seasonId, originId: from?.groupIds[gi], name: group.name, nameZh: group.nameZh, description: group.description, descriptionZh: group.descriptionZh, sort: gi })
      .returning({ id: categories.id });
    tree.groupIds.push(g!.id);
    const first = tree.leafIds.length;
    const kids = await tx
      .insert(categories)
      // Early-bird $50 below the regular fee, late $50 above (the season's tier dates).
      .values(group.children.map((c, ci) => ({ seasonId, originId: from?.leafIds[first + ci], parentId: g!.id, name: c.name, nameZh: c.nameZh, description: c.description, descriptionZh: c.descriptionZh, entryFeeCents: c.fee, earlyBirdFeeCents: c.fee - 5_000, lateFeeCents: c.fee + 5_000, sort: ci })))
      .returning({ id: categories.id });
    tree.leafIds.push(...kids.map((k) => k.id));
  }
  const levels = await tx
    .insert(awardLevels)
    .values(DEMO_AWARD_LEVELS.map((l, i) => ({ ...l, seasonId, originId: from?.levelIds[i] })))
    .returning({ id: awardLevels.id });
  tree.levelIds = levels.map((l) => l.id);
  if (!from) {
    await tx.update(categories).set({ originId: categories.id }).where(eq(categories.seasonId, seasonId));
    await tx.update(awardLevels).set({ originId: awardLevels.id }).where(eq(awardLevels.seasonId, seasonId));
  }
  return tree;
}

/**
 * On the first start of an empty embedded database the demo season is loaded, so a fresh
 * install shows a working site (issue 2). A real server (DATABASE_URL) is never seeded implicitly.
 */
export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  if (ctx.database.kind !== 'pglite') return false;
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(ctx);
  ctx.log.info('demo data loaded (turn off with DEMO_DATA=false)');
  return true;
}
