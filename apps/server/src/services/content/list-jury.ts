import type { JuryProfile } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { juryProfiles } from '../../db/schema.ts';

/**
 * Published jury profiles in the organisers' order (profiles are not accounts:
 * docs/product.md#content).
 */
export async function listJury(ctx: AppContext): Promise<JuryProfile[]> {
  const rows = await ctx.db
    .select()
    .from(juryProfiles)
    .where(eq(juryProfiles.isPublished, true))
    .orderBy(asc(juryProfiles.sort), asc(juryProfiles.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title,
    company: r.company,
    country: r.country,
    bio: r.bio,
    photoUrl: r.photoUrl,
    sort: r.sort,
  }));
}
