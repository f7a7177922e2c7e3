import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resizedUrl } from '@laurel/contract';
import { describe, expect, it } from 'vitest';
import { loadSecretKey } from '../../src/lib/secret-key.ts';
import { createFileSigner } from '../../src/storage/signed-url.ts';

const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, exp: u.searchParams.get('exp') ?? undefined, sig: u.searchParams.get('sig') ?? undefined };
};

describe('signed file addresses', () => {
  const signer = createFileSigner('k'.repeat(40));
  const now = Date.UTC(2026, 10, 23, 10, 0, 0);

  it('signs a file at any size with one query, valid for at least a day', () => {
    const url = signer.url(7, 'thumb', now);
    const { path, exp, sig } = parse(url);
    expect(path).toBe('/files/7/thumb');
    expect(Number(exp) * 1000 - now).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(signer.verify(7, exp, sig, now)).toBe(true);
    expect(parse(resizedUrl(url, 'large'))).toEqual({ path: '/files/7/large', exp, sig });
  });

  it('keeps one address for a file all day, so browsers can cache it', () => {
    expect(signer.url(7, 'thumb', now)).toBe(signer.url(7, 'thumb', now + 3 * 3600 * 1000));
  });

  it('refuses another file, a changed expiry, a foreign key, an expired link and junk', () => {
    const { exp, sig } = parse(signer.url(7, 'original', now));
    expect(signer.verify(8, exp, sig, now)).toBe(false);
    expect(signer.verify(7, String(Number(exp) + 86400), sig, now)).toBe(false);
    expect(createFileSigner('z'.repeat(40)).verify(7, exp, sig, now)).toBe(false);
    expect(signer.verify(7, exp, sig, Number(exp) * 1000 + 1)).toBe(false);
    expect(signer.verify(7, undefined, sig, now)).toBe(false);
    expect(signer.verify(7, exp, undefined, now)).toBe(false);
    expect(signer.verify(7, '1e12', sig, now)).toBe(false);
    expect(signer.verify(7, exp, `${sig}x`, now)).toBe(false);
  });
});

describe('the secret key', () => {
  it('prefers SECRET_KEY, else makes one in DATA_DIR once and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'laurel-key-'));
    expect(loadSecretKey('s'.repeat(32), dir)).toBe('s'.repeat(32));
    const made = loadSecretKey(undefined, dir);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'secret-key'), 'utf8').trim()).toBe(made);
    expect(loadSecretKey(undefined, dir)).toBe(made);
  });
});
