import type { AdminJuryProfile } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbLike } from '../../../db/client.ts';
import { juryProfiles, users } from '../../../db/schema.ts';
import { refuse } from '../../../lib/errors.ts';

type Row = typeof juryProfiles.$inferSelect;

/** What the console shows of a profile, the linked account's address and name beside it. */
export const toAdminJuryProfile = (r: Row, user: { email: string; name: string } | null): AdminJuryProfile => ({
  id: r.id,
  name: r.name,
  title: r.title,
  titleZh: r.titleZh ?? '',
  company: r.company,
  country: r.country,
  bio: r.bio,
  bioZh: r.bioZh ?? '',
  photoUrl: r.photoUrl,
  sort: r.sort,
  isPublished: r.isPublished,
  seasonId: r.seasonId,
  userId: r.userId,
  userEmail: user?.email ?? null,
  userName: user?.name ?? null,
});

/** Every profile in the public order (sort, then id), with its linked account. */
export async function readJuryProfiles(db: DbLike): Promise<AdminJuryProfile[]> {
  const rows = await db
    .select({ profile: juryProfiles, email: users.email, userName: users.name })
    .from(juryProfiles)
    .leftJoin(users, eq(users.id, juryProfiles.userId))
    .orderBy(asc(juryProfiles.sort), asc(juryProfiles.id));
  return rows.map((r) => toAdminJuryProfile(r.profile, r.email === null ? null : { email: r.email, name: r.userName ?? '' }));
}

/** One profile, locked for a change when `forUpdate`; 404 when there is none. */
export async function findJuryProfile(db: DbLike, id: number, opts: { forUpdate?: boolean } = {}): Promise<Row> {
  const query = db.select().from(juryProfiles).where(eq(juryProfiles.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  if (!row) throw refuse('juryProfileNotFound');
  return row;
}

/** The fields an audit row compares. */
export const auditedFields = (r: Row) => ({
  name: r.name,
  title: r.title,
  titleZh: r.titleZh,
  company: r.company,
  country: r.country,
  bio: r.bio,
  bioZh: r.bioZh,
  photoUrl: r.photoUrl,
  sort: r.sort,
  isPublished: r.isPublished,
  seasonId: r.seasonId,
  userId: r.userId,
});
