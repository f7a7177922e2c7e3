import { useTranslation } from 'react-i18next';
import type { FeeTier } from '@laurel/contract';
import { useFormatDate } from '../../lib/format-date.ts';

export interface TierText {
  /** "Early bird", "Regular", "Late". */
  name: (tier: FeeTier) => string;
  /** "Early-bird price", … in a sentence about a price. */
  price: (tier: FeeTier) => string;
  /** "This price": a price that runs across tiers, which no tier's name fits. */
  thisPrice: string;
  /** The mark of the tier in force: "Current price". */
  current: string;
  /** The last day before the moment `iso`: "14 March 2027" for midnight on the 15th. */
  dayBefore: (iso: string) => string;
  /** The first day from the moment `iso`: "1 May 2027". */
  dayFrom: (iso: string) => string;
  /** A column heading: "Early bird, until 14 March 2027", "Regular", "Late, from 1 May 2027". */
  heading: (tier: FeeTier) => string;
}

/**
 * The words and dates of fee tiers in the reader's language and time zone. A tier ends at the
 * moment the next starts, usually a midnight: a tier ending at 00:00 on 15 March is in force
 * "until 14 March", the day people count to. A boundary at another time of day keeps its time,
 * so nobody reads a whole day where there are a few hours.
 */
export function useTierText(): TierText {
  const { t } = useTranslation('common');
  const formatDate = useFormatDate();

  const dayBefore = (iso: string) => {
    const last = new Date(Date.parse(iso) - 1);
    if (last.getHours() === 23 && last.getMinutes() === 59) return formatDate(last.toISOString());
    return formatDate(iso, true);
  };
  const dayFrom = (iso: string) => {
    const first = new Date(iso);
    return formatDate(iso, first.getHours() !== 0 || first.getMinutes() !== 0);
  };
  const name = (tier: FeeTier) => t(`feeTiers.name.${tier.tier}`);

  return {
    name,
    price: (tier) => t(`feeTiers.price.${tier.tier}`),
    thisPrice: t('feeTiers.thisPrice'),
    current: t('feeTiers.current'),
    dayBefore,
    dayFrom,
    heading: (tier) => {
      const { startsAt, endsAt } = tier;
      // A regular tier between two dated ones needs no dates: its neighbours' headings say them.
      if (endsAt && (tier.tier === 'earlyBird' || !startsAt)) return t('feeTiers.until', { tier: name(tier), date: dayBefore(endsAt) });
      if (startsAt && (tier.tier === 'late' || !endsAt)) return t('feeTiers.from', { tier: name(tier), date: dayFrom(startsAt) });
      return name(tier);
    },
  };
}
