import { randomBytes, sign } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, certificates, entries, seasons, users } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { writeAudit } from '../audit/write-audit.ts';

export type CertificateRow = typeof certificates.$inferSelect;

/** What a certificate's record states, signed as this exact JSON text. */
export interface CertificateRecord {
  v: 1;
  code: string;
  issuer: string;
  entryId: number;
  title: string;
  winnerName: string;
  credits: string | null;
  award: string;
  awardZh: string | null;
  category: string;
  categoryZh: string | null;
  season: string;
  issuedAt: string;
  /** The jury chair the certificate is signed by (CERTIFICATE_JURY_CHAIR at issue); absent in records issued before it was kept. */
  juryChair?: string | null;
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 10 characters, 50 bits: unguessable for a page anyone may ask. */
export function newCertificateCode(): string {
  return [...randomBytes(10)].map((b) => ALPHABET[b % 32]).join('');
}

/** As printed: `K3F9Q-X2ABC`. */
export const displayCertificateCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * The certificate of an awarded entry whose winner package is paid or waived
 * (apps/server/src/services/documents/README.md#certificates), issued once: a verification code and a record of the
 * entry, award, season and winner's public credits as they stand, signed with the organiser's
 * Ed25519 key. Printing again gives the same record. The owner's only; another user's entry is the
 * 404 of a missing one.
 */
export async function issueCertificate(ctx: AppContext, opts: { entryId: number; userId: number }): Promise<CertificateRow> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ entry: entries, winnerName: users.name, level: awardLevels, category: categories, season: seasons })
      .from(entries)
      .innerJoin(users, eq(users.id, entries.userId))
      .innerJoin(seasons, eq(seasons.id, entries.seasonId))
      .leftJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId))
      .leftJoin(categories, eq(categories.id, entries.categoryId))
      .where(eq(entries.id, opts.entryId))
      .for('update', { of: entries });
    if (!row || row.entry.userId !== opts.userId) throw refuse('ownEntryNotFound');
    const { entry, level } = row;
    if (entry.status !== 'awarded' || !level) throw refuse('onlyAwardedCertificate');
    if (entry.winnerPackageFeeStatus !== 'paid' && entry.winnerPackageFeeStatus !== 'waived') {
      throw refuse('certificateAfterPackage');
    }
    const [existing] = await tx.select().from(certificates).where(and(eq(certificates.entryId, entry.id), isNull(certificates.revokedAt)));
    if (existing) return existing;

    const code = newCertificateCode();
    const record: CertificateRecord = {
      v: 1,
      code,
      issuer: ctx.config.siteName,
      entryId: entry.id,
      title: entry.title,
      winnerName: row.winnerName,
      credits: (entry.winnerInfo?.confirmedAt ? entry.winnerInfo.credits : entry.credits) || null,
      award: level.name,
      awardZh: level.nameZh,
      category: row.category?.name ?? '',
      categoryZh: row.category?.nameZh ?? null,
      season: row.season.name,
      issuedAt: new Date().toISOString(),
      juryChair: ctx.config.certificates.juryChair,
    };
    const text = JSON.stringify(record);
    const signature = sign(null, Buffer.from(text, 'utf8'), ctx.certificateKey.privateKey).toString('base64');
    const [inserted] = await tx
      .insert(certificates)
      .values({ entryId: entry.id, code, record: text, signature, publicKey: ctx.certificateKey.publicKeyPem, issuedAt: new Date(record.issuedAt) })
      .returning();
    await writeAudit(tx, { actorId: opts.userId, action: 'certificate.issued', subjectType: 'entry', subjectId: entry.id, after: { code } });
    return inserted!;
  });
}
