import type { Season } from '@laurel/contract';

export const KEY_DATE_FIELDS = [
  'registrationOpensAt',
  'registrationClosesAt',
  'firstReviewStartsAt',
  'secondReviewStartsAt',
  'resultsAt',
] as const;
export type KeyDateField = (typeof KEY_DATE_FIELDS)[number];

export interface KeyDate {
  field: KeyDateField;
  iso: string;
  at: number;
}

/** The season's milestones in order (invalid dates left out). */
export function keyDates(season: Season): KeyDate[] {
  return KEY_DATE_FIELDS.map((field) => ({ field, iso: season[field], at: Date.parse(season[field]) }))
    .filter((d) => !Number.isNaN(d.at))
    .sort((a, b) => a.at - b.at);
}

/** The first milestone still ahead of `now`, or null once results are out. */
export const nextKeyDate = (dates: KeyDate[], now: number): KeyDate | null =>
  dates.find((d) => d.at > now) ?? null;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function splitRemaining(ms: number): Remaining {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
