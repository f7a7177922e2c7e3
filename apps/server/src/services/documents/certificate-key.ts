import { createHash, createHmac, createPrivateKey, createPublicKey } from 'node:crypto';
import type { CertificateKey, KeyName } from '../../core/ports.ts';

/** PKCS#8 DER of an Ed25519 private key, up to its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The organiser's Ed25519 key for certificate records (apps/server/src/services/documents/README.md#certificates),
 * derived from the server's secret key under a label of its own: every replica that shares
 * `SECRET_KEY` signs with the same key and nothing else needs configuring; the derived key is
 * worth nothing as a file-address or sandbox key, and back. Each certificate stores the public
 * key it was signed with, so one issued before a key change still checks.
 */
export function certificateKey(secretKey: string): CertificateKey {
  const seed = createHmac('sha256', secretKey).update('laurel/certificates/ed25519').digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyPem, ...nameKey(publicKeyPem) };
}

/** The fingerprint and id of a public key in PEM (a certificate's own, or the one published now). */
export function nameKey(publicKeyPem: string): KeyName {
  const der = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  const hex = createHash('sha256').update(der).digest('hex');
  return { fingerprint: `sha256:${hex}`, keyId: hex.slice(0, 16) };
}
