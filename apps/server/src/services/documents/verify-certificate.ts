import type { CertificateVerification } from '@laurel/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { certificates, entries } from '../../db/schema.ts';
import { refuse } from '../../lib/errors.ts';
import { nameKey } from './certificate-key.ts';
import { displayCertificateCode, type CertificateRecord } from './issue-certificate.ts';
import { CERTIFICATE_KEY_PATH } from './publish-certificate-key.ts';
import { publicWinner } from '../winners/public-winner.ts';

/**
 * `verifyCertificate` (apps/server/src/services/documents/README.md#certificates): the public page's data for a code —
 * the signed record as issued, its signature and key (with the key's id and fingerprint, where
 * the organiser publishes its key and whether this is it), and whether it was revoked. An unknown code
 * is a 404. Never cached: a revocation shows at once.
 */
export async function verifyCertificate(ctx: AppContext, opts: { code: string }): Promise<CertificateVerification> {
  const [row] = await ctx.db
    // The winner's page is linked only once it is public (docs/product.md#publishing-winners).
    .select({ certificate: certificates, isPublic: sql<boolean>`${publicWinner()}` })
    .from(certificates)
    .innerJoin(entries, eq(entries.id, certificates.entryId))
    .where(eq(certificates.code, opts.code));
  if (!row) throw refuse('certificateNotFound');
  const { certificate } = row;
  const record = JSON.parse(certificate.record) as CertificateRecord;
  const key = nameKey(certificate.publicKey);
  return {
    code: displayCertificateCode(certificate.code),
    revoked: certificate.revokedAt !== null,
    revokedAt: certificate.revokedAt?.toISOString() ?? null,
    revokedReason: certificate.revokedReason,
    entry: {
      id: record.entryId,
      title: record.title,
      credits: record.credits,
      winnerName: record.winnerName,
      award: record.award,
      awardZh: record.awardZh,
      category: record.category,
      categoryZh: record.categoryZh,
      season: record.season,
      winnerUrl: row.isPublic ? `${ctx.config.publicUrl}/winnerDetails?apply_order_id=${record.entryId}` : null,
    },
    issuedAt: record.issuedAt,
    record: certificate.record,
    signature: certificate.signature,
    algorithm: 'Ed25519',
    publicKey: certificate.publicKey,
    keyId: key.keyId,
    keyFingerprint: key.fingerprint,
    keyUrl: `${ctx.config.publicUrl}${CERTIFICATE_KEY_PATH}`,
    keyCurrent: key.fingerprint === ctx.certificateKey.fingerprint,
  };
}
