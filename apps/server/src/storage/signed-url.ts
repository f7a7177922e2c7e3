import { createHmac, timingSafeEqual } from 'node:crypto';
import { fileUrl, type ImageSize } from '@laurel/contract';

/**
 * Signed addresses for files that are not public (an entry's images and PDF before it is a
 * published winner): `/files/{id}/{size}?exp=…&sig=…`. Only calls that have already checked who
 * may see the file (the owner, the jury) hand one out, so an `<img>` can load it without the
 * token header. The signature covers the file id and the expiry, not the size, so the web app's
 * `resizedUrl` can switch sizes (packages/contract/src/files.ts).
 */

/** Links stay valid for at least this long after they are handed out. */
const MIN_VALIDITY_S = 24 * 60 * 60;
/** Expiries are rounded up to whole days so one file keeps one address all day (browser cache). */
const ROUND_S = 24 * 60 * 60;

export interface FileSigner {
  /** A signed address of one size of the file. */
  url(fileId: number, size?: ImageSize, nowMs?: number): string;
  /** Whether `exp` and `sig` from a request are a valid, unexpired signature of `fileId`. */
  verify(fileId: number, exp: string | undefined, sig: string | undefined, nowMs?: number): boolean;
}

export function createFileSigner(secret: string): FileSigner {
  const mac = (fileId: number, exp: number) =>
    createHmac('sha256', secret).update(`file:${fileId}:${exp}`).digest('base64url').slice(0, 32);
  return {
    url(fileId, size = 'original', nowMs = Date.now()) {
      const exp = Math.ceil((nowMs / 1000 + MIN_VALIDITY_S) / ROUND_S) * ROUND_S;
      return `${fileUrl(fileId, size)}?exp=${exp}&sig=${mac(fileId, exp)}`;
    },
    verify(fileId, exp, sig, nowMs = Date.now()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expS = Number(exp);
      if (expS * 1000 <= nowMs) return false;
      const want = Buffer.from(mac(fileId, expS));
      const got = Buffer.from(sig);
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
