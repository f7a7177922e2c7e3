/**
 * Whether a failed statement broke a unique index (SQLSTATE 23505), however the driver wraps it
 * (node-postgres puts `code` on the error, drizzle on its `cause`): the console turns it into a
 * 409 when two people save the same code at once, where a check before the insert cannot see
 * the other's uncommitted row.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
