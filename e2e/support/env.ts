import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the config, global setup and every worker, so all of them must compute the same. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3491);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(ROOT, 'test-results', 'e2e-data');
export const E2E_SITE_NAME = 'Laurel Awards';

let clients = 0;
/**
 * Set-up calls made from the test process pose as separate clients (the server trusts
 * X-Forwarded-For in the browser tests), so the per-address login and code limits meant for one
 * person never throttle a whole suite that runs from 127.0.0.1.
 */
export const asAnotherClient = (): Record<string, string> => ({
  'x-forwarded-for': `10.77.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`,
});
