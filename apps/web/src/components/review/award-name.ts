import type { AwardRef } from '@laurel/contract';

/** A proposed level's name; null is "No award", an unknown id shows as its number. */
export const awardName = (
  levels: readonly AwardRef[],
  id: number | null,
  noAward: string,
): string => (id === null ? noAward : (levels.find((l) => l.id === id)?.name ?? `#${id}`));
