import { refusalText } from '@laurel/contract';
import { AppError } from '../lib/errors.ts';
import { exitOnProblems, withCliContext } from './cli-context.ts';
import { describeJuryRole, parseJuryRoleArgs, setJuryRole } from './set-jury-role.ts';

/**
 * `npm run jury:role -- <email> <identity 0|1|2|3> [--categories 3,5]`: sets who an account is on
 * the jury and, for a sub-judge, which categories they cover (none: all).
 */
const USAGE =
  'Usage: npm run jury:role -- <email> <identity: 0 entrant, 1 judge, 2 sub-judge, 3 second-level judge> [--categories 3,5]';

const input = exitOnProblems(parseJuryRoleArgs(process.argv.slice(2)), USAGE);
await withCliContext(async (ctx) => {
  try {
    console.log(describeJuryRole(await setJuryRole(ctx, input)));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    console.error(err.reason ? refusalText(err.reason, 'en', err.vars) : err.message);
    process.exitCode = 1;
  }
});
