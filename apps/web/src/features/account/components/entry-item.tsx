import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, type EntrySummary } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { EntryActions } from './entry-actions.tsx';
import { EntryTags } from './fee-tags.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import '../../../i18n/entries.ts';

/** One entry in the account's lists: cover, title, category, season, statuses and actions. */
export function EntryItem({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('entries');
  const title = entry.title.trim() || te('sheet.untitled');
  const category = entry.category
    ? categoryLabel(entry.category)
    : te('sheet.noCategory');
  const target = entry.status === 'draft' ? `/steps?apply_order_id=${entry.id}` : `/preview?apply_order_id=${entry.id}`;
  return (
    <li className="entry-item" data-testid={`entry-${entry.id}`}>
      <Link to={target} className="entry-item__cover" tabIndex={-1} aria-hidden="true">
        <StoredImage src={entry.coverUrl} alt="" size="thumb" ratio={4 / 3} />
      </Link>
      <div className="entry-item__main">
        <p className="entry-item__meta">
          {category} · {t('account.season', { year: entry.seasonYear })}
        </p>
        <h3 className="entry-item__title">
          <Link to={target}>{title}</Link>
        </h3>
        <EntryTags entry={entry} />
        {entry.entryFeeStatus === 'unpaid' && entry.status !== 'draft' ? (
          <p className="entry-item__due">{t('account.feeDue', { fee: formatMoney(entry.entryFeeCents) })}</p>
        ) : null}
        <EntryActions entry={entry} />
      </div>
    </li>
  );
}
