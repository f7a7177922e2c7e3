import { useTranslation } from 'react-i18next';
import { formatMoney, type CategoryNode, type FeeTier } from '@laurel/contract';
import { categoryGroups, seasonTiers, tierIndexAt, tiersOf } from '../../../components/fee-schedule/fee-tiers.ts';
import { useTierText } from '../../../components/fee-schedule/use-tier-text.ts';

interface EntryFeeTableProps {
  tree: CategoryNode[];
  /** The moment whose tier is marked as current (ms). */
  now: number;
}

const feeIn = (category: CategoryNode, column: FeeTier): number =>
  (tiersOf(category).find((tier) => tier.tier === column.tier) ?? column).feeCents;

/**
 * The entry fee of every category in every price period of the season, grouped by category
 * group, the period in force marked. A table from 640 px; below, where four columns cannot fit,
 * the same figures as one card per category under a list of the periods. CSS shows one or the
 * other, so a screen reader meets each figure once.
 */
export function EntryFeeTable({ tree, now }: EntryFeeTableProps) {
  const { t } = useTranslation('site');
  const text = useTierText();
  const columns = seasonTiers(tree);
  const single = columns.length === 1;
  const current = single ? -1 : tierIndexAt(columns, now);
  const groups = categoryGroups(tree);
  const heading = (tier: FeeTier) => (single ? t('feeSchedule.entryFee') : text.heading(tier));
  const currentBadge = <span className="fee-now">{text.current}</span>;
  const mark = (index: number, base: string) => (index === current ? `${base} is-current` : base);

  return (
    <>
      <table className="fee-table fee-table--entry">
        <caption className="sr-only">{t('feeSchedule.entryCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('feeSchedule.category')}</th>
            {columns.map((tier, index) => (
              <th key={tier.tier} scope="col" className={mark(index, 'fee-table__money')}>
                {heading(tier)}
                {index === current ? currentBadge : null}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map(({ group, categories }) => (
          <tbody key={group?.id ?? categories[0]?.id}>
            {group ? (
              <tr className="fee-table__group">
                <th scope="rowgroup" colSpan={columns.length + 1}>
                  {group.name}
                </th>
              </tr>
            ) : null}
            {categories.map((category) => (
              <tr key={category.id}>
                <th scope="row">{category.name}</th>
                {columns.map((column, index) => (
                  <td key={column.tier} className={mark(index, 'fee-table__money')}>
                    {formatMoney(feeIn(category, column))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>

      <div className="fee-cards">
        {single ? null : (
          <ul className="fee-periods" aria-label={t('feeSchedule.periods')}>
            {columns.map((tier, index) => (
              <li key={tier.tier} className={mark(index, 'fee-periods__item')}>
                {heading(tier)}
                {index === current ? currentBadge : null}
              </li>
            ))}
          </ul>
        )}
        {groups.map(({ group, categories }) => (
          <div key={group?.id ?? categories[0]?.id} className="fee-cards__group">
            {group ? <h4 className="fee-cards__title">{group.name}</h4> : null}
            <ul className="fee-cards__list">
              {categories.map((category) => (
                <li key={category.id} className="fee-card">
                  <p className="fee-card__name">{category.name}</p>
                  <dl className="fee-card__tiers">
                    {columns.map((column, index) => (
                      <div key={column.tier} className={mark(index, 'fee-card__tier')}>
                        <dt>
                          {single ? t('feeSchedule.entryFee') : text.name(column)}
                          {/* The list of periods above marks it for the eye; the tint repeats it. */}
                          {index === current ? <span className="sr-only"> ({text.current})</span> : null}
                        </dt>
                        <dd>{formatMoney(feeIn(category, column))}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}
