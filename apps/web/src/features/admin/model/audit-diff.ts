/**
 * An audit row's before and after as lines a person reads (docs/product.md#audit-log): one line
 * per field that differs, nested objects flattened to dotted paths (`address.city`), a list kept
 * whole, a field only on one side shown with the other empty. A value that is no object (a list
 * of ids reordered) is one line without a field name.
 */
export interface DiffLine {
  /** The dotted path, '' for a value that is not an object. */
  field: string;
  was: string | null;
  now: string | null;
}

type Flat = Map<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (isObject(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined && !(prefix === '' && value === null)) {
    into.set(prefix, value);
  }
  return into;
}

/** A value as text: a string as it is, a list or object as compact JSON, nothing as null. */
export function showValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const was = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((f) => JSON.stringify(was.get(f) ?? null) !== JSON.stringify(now.get(f) ?? null))
    .map((field) => ({ field, was: showValue(was.get(field)), now: showValue(now.get(field)) }));
}
