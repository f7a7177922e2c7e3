import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/** The repository root: files are linted as if they stood at their path in it. */
export const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint | undefined;

/**
 * The lines where `code`, linted as if it were the file at `path` (from the repository root),
 * breaks one of `rules`, through the repository's own eslint.config.js. The file need not exist;
 * what it imports must, since the import rules look at where an import resolves.
 */
export async function lintErrors(path: string, code: string, rules: ReadonlySet<string>): Promise<number[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).filter((m) => m.ruleId && rules.has(m.ruleId)).map((m) => m.line);
}
