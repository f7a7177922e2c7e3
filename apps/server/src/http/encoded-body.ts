import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedBody } from '../lib/public-cache.ts';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * The coding to send for an Accept-Encoding header: Brotli, else gzip, else none. A coding the
 * client gives q=0 is refused; other weights are not ranked (every browser lists both).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name || params.some((p) => /^q=0(\.0*)?$/.test(p))) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

interface Encoded extends CachedBody {
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A cached answer as the client accepts it, compressed once per stored answer and kept beside it
 * (Brotli at a middle level: a page is compressed once, then sent thousands of times). Each
 * coding has its own strong validator, as HTTP asks of different representations.
 */
export function encodedBody(hit: CachedBody, acceptEncoding: string | string[] | undefined) {
  const encoding = hit.body.length >= MIN_BYTES ? acceptedEncoding(acceptEncoding) : null;
  if (!encoding) return { body: hit.body, etag: hit.etag, encoding: null };
  const entry = hit as Encoded;
  const body =
    encoding === 'br'
      ? (entry.br ??= brotliCompressSync(hit.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
        }))
      : (entry.gzip ??= gzipSync(hit.body, { level: 6 }));
  return { body, etag: `${hit.etag.slice(0, -1)}-${encoding === 'br' ? 'br' : 'gz'}"`, encoding };
}
