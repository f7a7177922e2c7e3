import type { JuryProfile, LanguageCode } from '@laurel/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { juryProfiles, seasons } from '../../db/schema.ts';
import { localizeItem } from '../../lib/localize.ts';

/**
 * Published jury profiles of the current season (or of none) in the organisers' order (profiles are not accounts:
 * docs/product.md#content), each one's role and bio in the reader's language when its Chinese
 * version is whole (name and company are proper names: docs/decisions/010-bilingual-content.md).
 */
export async function listJury(ctx: AppContext, language: LanguageCode): Promise<JuryProfile[]> {
  const rows = await ctx.db
    .select()
    .from(juryProfiles)
    .where(
      and(
        eq(juryProfiles.isPublished, true),
        // A profile of a season shows while that season is the current one; one of none, always.
        or(isNull(juryProfiles.seasonId), eq(juryProfiles.seasonId, sql`(select ${seasons.id} from ${seasons} where ${seasons.isCurrent} limit 1)`)),
      ),
    )
    .orderBy(asc(juryProfiles.sort), asc(juryProfiles.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ...localizeItem(language, { title: r.title, bio: r.bio }, { title: r.titleZh, bio: r.bioZh }),
    company: r.company,
    country: r.country,
    photoUrl: r.photoUrl,
    sort: r.sort,
  }));
}
