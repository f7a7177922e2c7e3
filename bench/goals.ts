// Every goal `npm run bench` prints is a check: a line saying `NOT MET`, from run.ts itself or
// from a part it runs in a child process, is recorded here, and the run ends with the list of
// missed goals and a non-zero exit code (CONTRIBUTING.md#tests: speed goals live in the bench).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { format } from 'node:util';

const missed: string[] = [];

/** The word a goal line ends with. */
export const goal = (ok: boolean): string => (ok ? 'met' : 'NOT MET');

function note(line: string): void {
  if (line.includes('NOT MET')) missed.push(line.trim());
}

/** From now on, every console.log line of this process that says `NOT MET` is a missed goal. */
export function recordGoals(): void {
  const log = console.log.bind(console);
  console.log = (...args: unknown[]) => {
    log(...args);
    for (const line of format(...args).split('\n')) note(line);
  };
}

/**
 * Runs a bench part (`bench/<file>.ts`) in its own process, its output passed through as it
 * comes, its `NOT MET` lines recorded; a part that fails counts as a missed goal and the run
 * goes on with the next part.
 */
export async function runPart(root: string, file: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => {
    process.stdout.write(`${line}\n`);
    note(line);
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) missed.push(`${file} failed (exit code ${code})`);
}

/** Prints the missed goals, if any, and sets the exit code. */
export function reportGoals(): void {
  if (missed.length === 0) {
    console.log('\nEvery goal met.');
    return;
  }
  process.stdout.write(`\n${missed.length} goal${missed.length === 1 ? '' : 's'} NOT MET:\n`);
  for (const line of missed) process.stdout.write(`  ${line}\n`);
  process.exitCode = 1;
}
