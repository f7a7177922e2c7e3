import { closeContext, createContext } from '../app/create-context.ts';
import { ConfigError, loadConfig } from '../core/config.ts';
import type { AppContext } from '../core/context.ts';

/** Arguments a command could not use: the usage and one line per problem, exit code 2. */
export function exitOnProblems<T>(parsed: { ok: true; input: T } | { ok: false; problems: string[] }, usage: string): T {
  if (parsed.ok) return parsed.input;
  console.error(usage);
  for (const problem of parsed.problems) console.error(`  ${problem}`);
  process.exit(2);
}

/**
 * Runs `work` with the configured app context (quiet logs), closed afterwards. A configuration
 * the app would refuse is one line and exit code 1, never a stack trace.
 */
export async function withCliContext(work: (ctx: AppContext) => Promise<void>): Promise<void> {
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
    await work(ctx);
  } finally {
    await closeContext(ctx);
  }
}
