import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../core/config.ts';
import { closeContext, createContext } from '../app/create-context.ts';
import { createAdmin, parseAdminInput } from '../services/accounts/create-admin.ts';

/** `npm run admin:create -- --email … --password … [--name …]`: creates an admin, or promotes one. */
const USAGE =
  'Usage: npm run admin:create -- --email admin@example.com --password "at least 8 characters" [--name "Your Name"]';

let values;
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  }));
} catch (err) {
  console.error(USAGE);
  console.error(`  ${(err as Error).message}`);
  process.exit(2);
}
const parsed = parseAdminInput(values);
if (!parsed.ok) {
  console.error(USAGE);
  for (const problem of parsed.problems) console.error(`  ${problem}`);
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const ctx = await createContext({ ...config, logLevel: 'warn' });
try {
  const { email } = parsed.input;
  const outcome = await createAdmin(ctx, parsed.input);
  console.log(
    outcome === 'created'
      ? `Admin ${email} created.`
      : `${email} already had an account: it is now an admin, with the new password; its sessions were ended.`,
  );
} finally {
  await closeContext(ctx);
}
