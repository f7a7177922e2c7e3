/** `ids` with the one at `from` moved to `to` (both clamped to the list). */
export function moveTo<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const target = Math.max(0, Math.min(next.length - 1, to));
  if (from < 0 || from >= next.length || from === target) return next;
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
