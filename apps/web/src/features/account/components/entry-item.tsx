import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, type EntrySummary } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import { entryQuery } from '../../../lib/queries/entry-queries.ts';
import { feeLines, isPayable, type FeeLine } from '../model/entry-progress.ts';
import { EntryActions } from './entry-actions.tsx';
import { EntryFees } from './entry-fees.tsx';
import { EntryProgress } from './entry-progress.tsx';
import '../../../i18n/entries.ts';
import '../../../i18n/auth.ts';

/** The one sentence under an entry's title: where it stands and what comes next. */
function headline(entry: EntrySummary, trophiesDue: boolean): { key: string; fee?: string } {
  switch (entry.status) {
    case 'draft':
      return { key: 'draft' };
    case 'submitted':
      return isPayable(entry.entryFeeStatus)
        ? { key: entry.entryFeeStatus === 'pending' ? 'feePending' : 'feeDue', fee: formatMoney(entry.entryFeeCents) }
        : { key: 'waiting' };
    case 'awarded':
      if (isPayable(entry.winnerPackageFeeStatus)) {
        return { key: 'packageDue', fee: formatMoney(entry.winnerPackageFeeCents ?? 0) };
      }
      return { key: trophiesDue ? 'trophiesDue' : 'awarded' };
    default:
      return { key: entry.status };
  }
}

/**
 * One entry in the account's lists: cover, title, category and season; one sentence on where it
 * stands; its progress as a timeline; the fees that apply; and its next action first.
 */
export function EntryItem({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('entries');
  const awarded = entry.status === 'awarded';
  // Only the entry itself tells an unpaid trophy order from none (the list says `unpaid` for both);
  // read for awards alone, and shared with the credit notes' read of the same entry.
  const detail = useQuery({ ...entryQuery(entry.id), enabled: awarded, staleTime: 30_000 });
  const orders = detail.data?.trophyOrders ?? [];
  const openOrders = orders.filter((order) => isPayable(order.feeStatus));
  const trophiesDue = awarded && openOrders.length > 0;
  const lines = feeLines(entry, orders.length > 0).map((line): FeeLine =>
    line.kind === 'trophy' && orders.length > 0
      ? {
          ...line,
          status: trophiesDue ? 'unpaid' : line.status,
          cents: (trophiesDue ? openOrders : orders).reduce((sum, order) => sum + order.amountCents, 0),
        }
      : line,
  );
  // Payable on the site now: the entry fee until review starts, the award's fees once awarded.
  const payable = (line: FeeLine) => (line.kind === 'entry' ? entry.status === 'submitted' : awarded);

  const title = entry.title.trim() || te('sheet.untitled');
  const category = entry.category ? categoryLabel(entry.category) : te('sheet.noCategory');
  const target = entry.status === 'draft' ? `/steps?apply_order_id=${entry.id}` : `/preview?apply_order_id=${entry.id}`;
  const said = headline(entry, trophiesDue);
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
        <p className="entry-item__state">
          <strong data-testid="entry-status">{te(`status.${entry.status}`)}</strong>
          {' · '}
          <span>{t(`account.headline.${said.key}`, said.fee ? { fee: said.fee } : {})}</span>
        </p>
        <EntryProgress entry={entry} title={title} />
        <EntryFees lines={lines} payable={payable} />
        <EntryActions entry={entry} trophiesDue={trophiesDue} />
      </div>
    </li>
  );
}
