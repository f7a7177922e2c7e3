import type { AppContext } from '../../core/context.ts';

/** Where the organiser's certificate key is published (apps/server/src/services/documents/README.md#certificates). */
export const CERTIFICATE_KEY_PATH = '/.well-known/laurel-certificate-key';

export interface PublishedCertificateKey {
  issuer: string;
  keyId: string;
  algorithm: 'Ed25519';
  /** SPKI PEM. */
  publicKey: string;
  /** `sha256:` and the SHA-256 of the DER SubjectPublicKeyInfo, in hex. */
  fingerprint: string;
  /** The same key as a PEM file, for `openssl`. */
  pemUrl: string;
  /** The public page that checks a certificate by its code. */
  verifyUrl: string;
}

/**
 * The public key certificates are signed with now, at a stable address of the site, so that a
 * verifier can check a saved certificate record offline against the key the organiser publishes,
 * not only the one the record came with (apps/server/src/services/documents/README.md#certificates).
 */
export function publishedCertificateKey(ctx: AppContext): PublishedCertificateKey {
  const { publicKeyPem, keyId, fingerprint } = ctx.certificateKey;
  const base = ctx.config.publicUrl;
  return {
    issuer: ctx.config.siteName,
    keyId,
    algorithm: 'Ed25519',
    publicKey: publicKeyPem,
    fingerprint,
    pemUrl: `${base}${CERTIFICATE_KEY_PATH}.pem`,
    verifyUrl: `${base}/verify`,
  };
}
