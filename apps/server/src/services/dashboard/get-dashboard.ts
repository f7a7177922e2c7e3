import type { Dashboard } from '@laurel/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { seasons } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { entriesByDay, entryBreakdown } from './entry-figures.ts';
import { judgingFigures } from './judging-figures.ts';
import { revenueFigures } from './revenue-figures.ts';

type SeasonRow = typeof seasons.$inferSelect;
const seasonView = (s: SeasonRow) => ({
  id: s.id,
  name: s.name,
  year: s.year,
  registrationOpensAt: s.registrationOpensAt.toISOString(),
  registrationClosesAt: s.registrationClosesAt.toISOString(),
});

/**
 * `GET /admin/dashboard` (docs/product.md#dashboard): one season's figures in one answer. The
 * season and the one before it (the latest whose registration opened earlier) are read first;
 * then the figures' statements run side by side, each one aggregate over the season's rows, so
 * the call costs the same number of statements for 200 entries or 50,000 (README.md beside).
 */
export async function getDashboard(ctx: AppContext, opts: { seasonId: number; now?: Date }): Promise<Dashboard> {
  const now = opts.now ?? new Date();
  const db = ctx.db;
  const [season] = await db.select().from(seasons).where(eq(seasons.id, opts.seasonId));
  if (!season) throw refuse('seasonNotFound');
  const [previous] = await db
    .select()
    .from(seasons)
    .where(and(lt(seasons.registrationOpensAt, season.registrationOpensAt)))
    .orderBy(desc(seasons.registrationOpensAt), desc(seasons.id))
    .limit(1);
  const [byDay, breakdown, revenue, judging] = await Promise.all([
    entriesByDay(db, season, previous ?? null, now),
    entryBreakdown(db, season.id, previous?.id ?? null),
    revenueFigures(db, season.id),
    judgingFigures(db, season, now),
  ]);
  return {
    season: seasonView(season),
    previousSeason: previous ? seasonView(previous) : null,
    entries: { ...breakdown, byDay },
    revenue,
    judging,
    generatedAt: now.toISOString(),
  };
}
