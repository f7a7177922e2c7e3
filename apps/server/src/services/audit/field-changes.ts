/** One field of an audit row that changed: its value before and after (undefined: absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an audit row changed, field by field (docs/product.md#audit-log): when before and after
 * are objects (or one is absent), each key whose value differs, in the order they were written;
 * otherwise the whole value as one change named `''`.
 * A history that only says "modified" leaves people guessing what changed.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = before ?? undefined;
  const a = after ?? undefined;
  if ((isRecord(b) || b === undefined) && (isRecord(a) || a === undefined)) {
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
    return keys.flatMap((field) => {
      const was = b?.[field];
      const now = a?.[field];
      return JSON.stringify(was) === JSON.stringify(now) ? [] : [{ field, before: was ?? null, after: now ?? null }];
    });
  }
  return JSON.stringify(b) === JSON.stringify(a) ? [] : [{ field: '', before: b ?? null, after: a ?? null }];
}
