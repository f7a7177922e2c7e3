import { SEASON_DATE_FIELDS, type SeasonDateField } from '@laurel/contract';
import { refuseField } from '../../../lib/errors.ts';

export type SeasonDates = Record<SeasonDateField, Date> & { earlyBirdEndsAt: Date | null; lateFeeStartsAt: Date | null };

/**
 * The season's dates as Dates, refused field by field when out of order
 * (docs/product.md#seasons): each phase starts when the previous ends or later; a round lasts
 * some time; the fee tiers switch while registration is open. The refusal names the field it is
 * about, so the console marks that date.
 */
export function checkSeasonDates(input: Record<SeasonDateField, string> & { earlyBirdEndsAt: string | null; lateFeeStartsAt: string | null }): SeasonDates {
  const d = Object.fromEntries(SEASON_DATE_FIELDS.map((f) => [f, new Date(input[f])])) as Record<SeasonDateField, Date>;
  for (const f of SEASON_DATE_FIELDS) if (Number.isNaN(d[f].getTime())) throw refuseField(f, 'seasonDateOrder');
  // Strictly after: a window of no time. Equal allowed: one phase may start as the last ends.
  const strict = new Set<SeasonDateField>(['registrationClosesAt', 'firstReviewEndsAt', 'secondReviewEndsAt']);
  for (let i = 1; i < SEASON_DATE_FIELDS.length; i++) {
    const f = SEASON_DATE_FIELDS[i]!;
    const prev = SEASON_DATE_FIELDS[i - 1]!;
    const ok = strict.has(f) ? d[f] > d[prev] : d[f] >= d[prev];
    if (!ok) throw refuseField(f, 'seasonDateOrder');
  }
  const earlyBirdEndsAt = input.earlyBirdEndsAt ? new Date(input.earlyBirdEndsAt) : null;
  const lateFeeStartsAt = input.lateFeeStartsAt ? new Date(input.lateFeeStartsAt) : null;
  const inRegistration = (x: Date) => x > d.registrationOpensAt && x < d.registrationClosesAt;
  if (earlyBirdEndsAt && !inRegistration(earlyBirdEndsAt)) throw refuseField('earlyBirdEndsAt', 'feeDateOutsideRegistration');
  if (lateFeeStartsAt && !inRegistration(lateFeeStartsAt)) throw refuseField('lateFeeStartsAt', 'feeDateOutsideRegistration');
  if (earlyBirdEndsAt && lateFeeStartsAt && lateFeeStartsAt < earlyBirdEndsAt) throw refuseField('lateFeeStartsAt', 'feeDatesOrder');
  return { ...d, earlyBirdEndsAt, lateFeeStartsAt };
}
