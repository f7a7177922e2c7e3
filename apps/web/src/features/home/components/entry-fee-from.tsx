import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY, CURRENCY_LOCALE } from '@laurel/contract';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';
import { lowestEntryFee } from '../model/lowest-fee.ts';

/** "$150", or "$150.50" when there are cents: a big figure needs no ".00". */
const money = (cents: number): string =>
  new Intl.NumberFormat(CURRENCY_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

/** Where the price goes in "from {{amount}}" / "{{amount}} 起", so it can be set apart. */
const SLOT = '\u2063';

function FromPrice({ template, price }: { template: string; price: string }) {
  const [before = '', after = ''] = template.split(SLOT);
  return (
    <>
      {before ? <span className="strip__from">{before}</span> : null}
      <span className="display-numerals">{price}</span>
      {after ? <span className="strip__from">{after}</span> : null}
    </>
  );
}

/**
 * The entry fee "from" its lowest price in force at `now` (the server's clock, so a
 * server-rendered page hydrates with the same figure), with a link to every fee on /rules. Left
 * out while the categories load or when there are none.
 */
export const EntryFeeFrom = memo(function EntryFeeFrom({ now }: { now: number }) {
  const { t } = useTranslation('site');
  const { data } = useCategoryTree();
  const cents = data ? lowestEntryFee(data, now) : null;
  if (cents === null) return null;
  return (
    <div className="strip__cell strip__fee" data-testid="fee-from">
      <p className="strip__label">{t('home.feeLabel')}</p>
      <p className="strip__figure">
        {cents === 0 ? (
          <span className="display-numerals">{t('home.feeFree')}</span>
        ) : (
          <FromPrice template={t('home.feeFrom', { amount: SLOT })} price={money(cents)} />
        )}
      </p>
      <Link to="/rules#rules-fees" className="strip__more">
        {t('home.allFees')}
      </Link>
    </div>
  );
});
