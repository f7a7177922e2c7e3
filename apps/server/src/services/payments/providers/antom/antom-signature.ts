import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';

/**
 * Antom's message signature, the same in the three directions (our request, Antom's response,
 * Antom's notification): SHA256withRSA over
 *
 *     POST <path>\n<client id>.<time>.<body>
 *
 * where the time is the `Request-Time` (or, on a response, `response-time`) header and the body is
 * the exact bytes sent. The base64 signature travels URL-encoded in a header of its own:
 * `Signature: algorithm=RSA256,keyVersion=1,signature=<url-encoded base64>`.
 */
export function antomSignedContent(
  path: string,
  clientId: string,
  time: string,
  body: string,
): string {
  return `POST ${path}\n${clientId}.${time}.${body}`;
}

export function signAntom(privateKey: KeyObject, content: string): string {
  return encodeURIComponent(
    createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64'),
  );
}

/** False for any signature that is not a valid one over `content`, including garbage. */
export function verifyAntom(
  publicKey: KeyObject,
  content: string,
  urlEncodedSignature: string,
): boolean {
  let raw: Buffer;
  try {
    raw = Buffer.from(decodeURIComponent(urlEncodedSignature), 'base64');
  } catch {
    return false;
  }
  if (raw.length === 0) return false;
  return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, raw);
}

export function antomSignatureHeader(keyVersion: string, urlEncodedSignature: string): string {
  return `algorithm=RSA256,keyVersion=${keyVersion},signature=${urlEncodedSignature}`;
}

/**
 * Reads `algorithm=…,keyVersion=…,signature=…` (Antom's examples put a space after each comma).
 * Null unless it names RSA256 and carries a signature, and for a field given twice: two headers
 * joined into one with ", " (as HTTP lets a proxy do) must not pass for one.
 */
export function parseAntomSignatureHeader(
  value: string | undefined,
): { keyVersion: string | null; signature: string } | null {
  if (!value) return null;
  const fields = new Map<string, string>();
  for (const part of value.split(',')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    if (fields.has(name)) return null;
    fields.set(name, part.slice(at + 1).trim());
  }
  const signature = fields.get('signature');
  if (fields.get('algorithm') !== 'RSA256' || !signature) return null;
  return { keyVersion: fields.get('keyVersion') ?? null, signature };
}

/**
 * Antom's dashboard hands keys out as bare base64 (PKCS#8 private, X.509 public) where most tools
 * write PEM; either is taken, so an operator can paste what they were given.
 */
export function antomPrivateKey(key: string): KeyObject {
  const text = key.trim();
  return text.startsWith('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
}

export function antomPublicKey(key: string): KeyObject {
  const text = key.trim();
  return text.startsWith('-----BEGIN')
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
}
