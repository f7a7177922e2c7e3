import type { JuryProfile, LanguageCode } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { juryProfiles } from '../../db/schema.ts';
import { localizeItem } from '../../lib/localize.ts';

/**
 * Published jury profiles in the organisers' order (profiles are not accounts:
 * docs/product.md#content), each one's role and bio in the reader's language when its Chinese
 * version is whole (name and company are proper names: docs/decisions/010-bilingual-content.md).
 */
export async function listJury(ctx: AppContext, language: LanguageCode): Promise<JuryProfile[]> {
  const rows = await ctx.db
    .select()
    .from(juryProfiles)
    .where(eq(juryProfiles.isPublished, true))
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
