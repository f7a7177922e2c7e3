import { ConfigError, loadConfig } from '../core/config.ts';
import { closeContext, createContext } from '../app/create-context.ts';
import { AppError } from '../lib/errors.ts';
import { describeJuryRole, parseJuryRoleArgs, setJuryRole } from './set-jury-role.ts';

/**
 * `npm run jury:role -- <email> <identity 0|1|2|3> [--categories 3,5]`: sets who an account is on
 * the jury and, for a sub-judge, which categories they cover (none: all).
 */
const USAGE =
  'Usage: npm run jury:role -- <email> <identity: 0 entrant, 1 judge, 2 sub-judge, 3 second-level judge> [--categories 3,5]';

const parsed = parseJuryRoleArgs(process.argv.slice(2));
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
  console.log(describeJuryRole(await setJuryRole(ctx, parsed.input)));
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await closeContext(ctx);
}
