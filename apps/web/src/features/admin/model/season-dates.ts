import { SEASON_DATE_FIELDS, type SeasonDateField } from '@laurel/contract';
import type { Dayjs } from 'dayjs';

export type FeeDateField = 'earlyBirdEndsAt' | 'lateFeeStartsAt';
export type DateField = SeasonDateField | FeeDateField;
export type DateValues = Partial<Record<DateField, Dayjs | null>>;

/**
 * The order the server checks (docs/product.md#seasons): registration opens < closes ≤ first review
 * starts < ends ≤ second review starts < ends ≤ results, and the fee dates inside registration. Each
 * rule names the later field, so the form can put the problem under it before it sends anything;
 * the server's own refusal is shown as well, in its words.
 */
const RULES: readonly { earlier: DateField; later: DateField; strict: boolean }[] = [
  { earlier: 'registrationOpensAt', later: 'registrationClosesAt', strict: true },
  { earlier: 'registrationClosesAt', later: 'firstReviewStartsAt', strict: false },
  { earlier: 'firstReviewStartsAt', later: 'firstReviewEndsAt', strict: true },
  { earlier: 'firstReviewEndsAt', later: 'secondReviewStartsAt', strict: false },
  { earlier: 'secondReviewStartsAt', later: 'secondReviewEndsAt', strict: true },
  { earlier: 'secondReviewEndsAt', later: 'resultsAt', strict: false },
  { earlier: 'registrationOpensAt', later: 'earlyBirdEndsAt', strict: true },
  { earlier: 'earlyBirdEndsAt', later: 'registrationClosesAt', strict: false },
  { earlier: 'registrationOpensAt', later: 'lateFeeStartsAt', strict: true },
  { earlier: 'lateFeeStartsAt', later: 'registrationClosesAt', strict: false },
];

export interface DateProblem {
  field: DateField;
  /** The field it must not come before. */
  after: DateField;
  strict: boolean;
}

/** Every rule the values break, in the order above; a missing date breaks none. */
export function dateProblems(values: DateValues): DateProblem[] {
  return RULES.flatMap(({ earlier, later, strict }) => {
    const a = values[earlier];
    const b = values[later];
    if (!a || !b) return [];
    const ok = strict ? b.isAfter(a) : !b.isBefore(a);
    return ok ? [] : [{ field: later, after: earlier, strict }];
  });
}

export const ALL_DATE_FIELDS: readonly DateField[] = [...SEASON_DATE_FIELDS, 'earlyBirdEndsAt', 'lateFeeStartsAt'];

/** The browser's time zone as the form names it: `Europe/Berlin (UTC+01:00)`. */
export function zoneLabel(at: Date = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return zone ? `${zone} (${offset})` : offset;
}
