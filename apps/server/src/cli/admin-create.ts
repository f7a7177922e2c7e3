import { parseArgs } from 'node:util';
import { createAdmin, parseAdminInput } from '../services/accounts/create-admin.ts';
import { exitOnProblems, withCliContext } from './cli-context.ts';

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
const input = exitOnProblems(parseAdminInput(values), USAGE);
await withCliContext(async (ctx) => {
  const outcome = await createAdmin(ctx, input);
  console.log(
    outcome === 'created'
      ? `Admin ${input.email} created.`
      : `${input.email} already had an account: it is now an admin, with the new password; its sessions were ended.`,
  );
});
