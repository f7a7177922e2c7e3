import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key that signs private file addresses (storage/signed-url.ts). `SECRET_KEY` wins; without
 * it a random key is made on first start and kept in `DATA_DIR/secret-key`, so a single install
 * needs no setting and its signed links survive a restart. Replicas that do not share DATA_DIR
 * must be given the same `SECRET_KEY` (README "Configuration").
 */
export function loadSecretKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secret-key');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not made yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  // 'wx' fails if another process made it first; then theirs is the one to use.
  try {
    writeFileSync(file, `${key}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
