import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the config, global setup and every worker, so all of them must compute the same. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3491);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(ROOT, 'test-results', 'e2e-data');
export const E2E_SITE_NAME = 'Laurel Awards';
