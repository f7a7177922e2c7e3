import type { AdminJuryProfile, SaveJuryProfileRequest } from '@laurel/contract';
import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../../core/context.ts';
import { juryProfiles, seasons, users } from '../../../db/schema.ts';
import { refuseField } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/write-audit.ts';
import { safeUrl, toPlainText } from '../sanitize-html.ts';
import { auditedFields, findJuryProfile, toAdminJuryProfile } from './jury-profile-view.ts';

type Input = z.output<typeof SaveJuryProfileRequest> & { actorId: number };

/**
 * `/admin/juryProfiles/save`: makes a profile (last in the order) or changes one. Every text is
 * stored as plain text — the public pages show a bio as text, so markup typed or pasted into it is
 * dropped, never stored — and the photo's address only when it is http(s) or a path on this site.
 * The season and the linked account must exist. Audited with before and after; the public jury
 * list is dropped from every replica's cache, so the pages show the change at once.
 */
export async function saveJuryProfile(ctx: AppContext, input: Input): Promise<AdminJuryProfile> {
  const fields = {
    name: toPlainText(input.name),
    title: toPlainText(input.title),
    titleZh: toPlainText(input.titleZh) || null,
    company: toPlainText(input.company),
    country: input.country,
    bio: toPlainText(input.bio),
    bioZh: toPlainText(input.bioZh) || null,
    photoUrl: safeUrl(input.photoUrl),
    isPublished: input.isPublished,
    seasonId: input.seasonId,
    userId: input.userId,
  };
  // A name made only of markup is no name.
  if (!fields.name) throw refuseField('name', 'juryProfileNameEmpty');
  const saved = await ctx.db.transaction(async (tx) => {
    if (input.seasonId !== null) {
      const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, input.seasonId));
      if (!season) throw refuseField('seasonId', 'seasonNotFound');
    }
    let user: { email: string; name: string } | null = null;
    if (input.userId !== null) {
      const [row] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, input.userId));
      if (!row) throw refuseField('userId', 'personNotFound');
      user = row;
    }
    if (input.id === null) {
      const [last] = await tx.select({ sort: max(juryProfiles.sort) }).from(juryProfiles);
      const [made] = await tx.insert(juryProfiles).values({ ...fields, sort: (last?.sort ?? -1) + 1 }).returning();
      await writeAudit(tx, { actorId: input.actorId, action: 'juryProfile.create', subjectType: 'juryProfile', subjectId: made!.id, after: auditedFields(made!) });
      return toAdminJuryProfile(made!, user);
    }
    const before = await findJuryProfile(tx, input.id, { forUpdate: true });
    const [after] = await tx.update(juryProfiles).set(fields).where(eq(juryProfiles.id, before.id)).returning();
    await writeAudit(tx, { actorId: input.actorId, action: 'juryProfile.update', subjectType: 'juryProfile', subjectId: before.id, before: auditedFields(before), after: auditedFields(after!) });
    return toAdminJuryProfile(after!, user);
  });
  await ctx.cache.invalidate('jury');
  return saved;
}
