import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storableString } from '../src/index.ts';
import { INVALID_FORMAT, INVALID_TYPE, allCalls, callId } from './helpers.ts';

/*
 * Issue 10: text PostgreSQL cannot store (NUL, an unpaired surrogate) must be refused by the
 * contract, as a 422, before it reaches a query. Rather than list fields, this walks every
 * call's query and body schema down to each place that takes text, so a call added later with
 * a bare `z.string()` fails here.
 */

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);
/** Kinds that take no free text: a string there is coerced, or must equal one of a few values. */
const NOT_TEXT = new Set(['number', 'boolean', 'enum', 'literal', 'null', 'undefined', 'bigint', 'date']);

/** Whether a schema's input, under its wrappers and pipes, is a string. */
const takesText = (s: z.ZodType): boolean => {
  const d = defOf(s);
  if (d.type === 'string') return true;
  if (WRAPPERS.has(d.type)) return takesText(d.innerType!);
  if (d.type === 'pipe') return takesText(d.in!);
  return false;
};

/**
 * Every place in a schema that takes text, with its path. A pipe from a string (an e-mail, a
 * `1,2,3` list, a `true`/`false` flag) counts as one place, tested whole.
 */
function textLeaves(schema: z.ZodType, path = ''): { path: string; schema: z.ZodType }[] {
  const d = defOf(schema);
  if (d.type === 'string' || (d.type === 'pipe' && takesText(schema))) return [{ path, schema }];
  if (WRAPPERS.has(d.type)) return textLeaves(d.innerType!, path);
  if (d.type === 'pipe') return [...textLeaves(d.in!, path), ...textLeaves(d.out!, path)];
  if (d.type === 'object') {
    return Object.entries(d.shape!).flatMap(([key, s]) => textLeaves(s, path ? `${path}.${key}` : key));
  }
  if (d.type === 'array') return textLeaves(d.element!, `${path}[]`);
  if (d.type === 'union') return d.options!.flatMap((o) => textLeaves(o, path));
  // A record's values are text fields named by key (an entry's custom fields); its keys are checked as a key.
  if (d.type === 'record') return [...textLeaves(d.keyType!, `${path}{key}`), ...textLeaves(d.valueType!, `${path}{}`)];
  if (NOT_TEXT.has(d.type)) return [];
  // A kind this walk does not know could hide text: teach it rather than skip it.
  throw new Error(`${path || 'schema'}: unknown schema kind "${d.type}"`);
}

/** Values some text field accepts; each leaf must accept one of them, to be tested from there. */
const SAMPLES = ['Ada', 'ada@example.com', '123456', 'Correct-horse-1', 'https://example.com/a', 'DE', '+86', '0123 4567', '1,2', 'true', 'home', '2027-06-12T09:00:00.000Z', '2027-06-12'];

const hostile = (base: string) => [
  `${base}\u0000`,
  `\u0000${base}`,
  `${base.slice(0, 1)}\u0000${base.slice(1)}`,
  `${base}\uD800`,
  `\uDC00${base}`,
  `${base.slice(0, 1)}\uDBFF${base.slice(1)}`,
];

/** What is wrong with a text leaf: nothing, or why NUL or a lone surrogate could get through. */
function checkLeaf(leaf: z.ZodType): string | null {
  const base = SAMPLES.find((v) => leaf.safeParse(v).success);
  if (base === undefined) return 'accepts none of SAMPLES; add a value it accepts';
  for (const value of hostile(base)) {
    const result = leaf.safeParse(value);
    if (result.success) return `accepts ${JSON.stringify(value)}`;
    const messages = result.error.issues.map((i) => i.message);
    // A free-text field says "Invalid format"; a flag or a choice may say "Invalid type".
    const expected = defOf(leaf).type === 'string' || !messages.includes(INVALID_TYPE) ? [INVALID_FORMAT] : [INVALID_TYPE];
    if (JSON.stringify(messages) !== JSON.stringify(expected)) return `answers ${JSON.stringify(messages)} for ${JSON.stringify(value)}`;
  }
  return null;
}

const leaves = allCalls().flatMap(({ call }) =>
  (['query', 'body'] as const).flatMap((part) =>
    call[part] ? textLeaves(call[part]).map((l) => ({ name: `${callId(call)} ${part}.${l.path}`, schema: l.schema })) : [],
  ),
);

describe('text the database cannot store (issue 10)', () => {
  it('finds the text fields of the calls', () => {
    const names = leaves.map((l) => l.name);
    expect(names).toContain('POST /index/submitContact body.message');
    expect(names).toContain('GET /index/winnerList query.keyword');
    expect(names).toContain('POST /user/register body.agentCode');
    expect(names).toContain('POST /apply/orderMoreTrophies body.address.line1');
    expect(names).toContain('GET /judge/batchDownloadZip query.apply_order_ids');
    expect(names).toContain('POST /apply/edit body.customFields{}');
    expect(leaves.length).toBeGreaterThan(50);
  });

  it.each(leaves)('$name refuses NUL and unpaired surrogates', ({ schema }) => {
    expect(checkLeaf(schema)).toBeNull();
  });

  it('would catch a bare string, and one of a kind it does not know', () => {
    const [leaf] = textLeaves(z.object({ note: z.string().max(10).optional() }));
    expect(leaf!.path).toBe('note');
    expect(checkLeaf(leaf!.schema)).toMatch(/^accepts /);
    expect(() => textLeaves(z.object({ any: z.any() }))).toThrow(/unknown schema kind "any"/);
  });

  it('keeps emoji and other well-formed text', () => {
    const s = storableString().trim();
    expect(s.parse(' 🪑 Stuhl — 椅子 \u202E\u200B ')).toBe('🪑 Stuhl — 椅子 \u202E\u200B');
    expect(s.safeParse('a\u0000b').error?.issues.map((i) => i.message)).toEqual([INVALID_FORMAT]);
  });
});
