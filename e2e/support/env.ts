import { randomInt } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the config, global setup and every worker, so all of them must compute the same. */
export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3491);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = join(ROOT, 'test-results', 'e2e-data');
export const E2E_SITE_NAME = 'Laurel Awards';

/**
 * Where this process's made-up client addresses start: at random in 10.0.0.0/8, so two workers,
 * a worker Playwright starts again, or a run repeated within the hour (`--repeat-each`) never
 * reuse an address another has counted against the server's hourly limits. Counting from the
 * same start in every worker process did: in a run repeated 20 times, the limit of 20 codes an
 * hour per address refused a registration from the tenth repeat on.
 */
let clients = randomInt(0, 2 ** 24 - 100_000);
/**
 * Set-up calls made from the test process pose as separate clients (the server trusts
 * X-Forwarded-For in the browser tests), so the per-address login and code limits meant for one
 * person never throttle a whole suite that runs from 127.0.0.1.
 */
export const asAnotherClient = (): Record<string, string> => {
  clients += 1;
  return { 'x-forwarded-for': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}` };
};
