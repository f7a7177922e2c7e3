import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminEntries } from '../api/entries.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { EntriesTable } from '../components/entries-table.tsx';
import { EntryFilters } from '../components/entry-filters.tsx';
import { PhoneFold } from '../components/phone-fold.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SavedViews } from '../components/saved-views.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useEntryFilters } from '../model/use-entry-filters.ts';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import '../../../i18n/admin-entries.ts';
import '../components/entries.css';

/**
 * `/admin/entries`: a season's entries, filtered, sorted and paged on the server, the filter in
 * the URL (docs/product.md#console-entries); saved views; the selected rows, or all that match,
 * handed to a bulk action (`/admin/bulk/new`) or to the exports page (`/admin/exports`), which
 * downloads them with the caller's token (a plain link to the download would carry none).
 */
export default function EntriesPage() {
  const { t, i18n } = useTranslation('admin-entries');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  const filters = useEntryFilters(seasonId);
  const entries = useAdminEntries(filters.query);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>([]);
  // A selection means the rows in view: a new filter, season or page starts afresh.
  const shownKey = JSON.stringify(filters.query);
  useEffect(() => setSelected([]), [shownKey]);
  const total = entries.data?.total ?? 0;
  // Past ENTRIES_COUNT_CAP the server stops counting (decision 022): "more than 10,000".
  const more = entries.data?.more ?? false;
  const season = seasonId === null ? '' : `season=${seasonId}`;
  const filterTail = filters.filterQuery ? `&${filters.filterQuery}` : '';
  const bulkSelected = `/admin/bulk/new?${season}&ids=${selected.join(',')}`;
  const bulkAll = `/admin/bulk/new?${season}${filterTail}`;
  const exportCsv = `/admin/exports?${season}${selected.length ? `&ids=${selected.join(',')}` : filterTail}`;
  return (
    <ConsoleShell title={t('list.title')}>
      <QueryState query={seasons}>
        <div className="entries-top">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
          <PhoneFold label={t('views.label')}>
            <SavedViews page="entries" current={filters.saved} onPick={filters.apply} />
          </PhoneFold>
        </div>
        {seasonId !== null ? (
          <EntryFilters seasonId={seasonId} values={filters.values} sort={filters.sort} onChange={(change) => filters.set(change)} onClear={filters.clear} />
        ) : null}
        <QueryState query={entries}>
          <div className="entries-actions">
            <p role="status" className="console-muted">
              {more ? t('list.foundMore', { n: total.toLocaleString(i18n.language) }) : t('list.found', { count: total })}
              {selected.length ? ` · ${t('list.selected', { count: selected.length })}` : ''}
            </p>
            {selected.length ? (
              <Button type="primary" onClick={() => void navigate(bulkSelected)}>
                {t('list.bulkSelected')}
              </Button>
            ) : total > 0 ? (
              <Button onClick={() => void navigate(bulkAll)}>{more ? t('list.bulkAllMore') : t('list.bulkAll', { count: total })}</Button>
            ) : null}
            {total > 0 ? (
              <Link to={exportCsv}>{t('list.export')}</Link>
            ) : null}
          </div>
          <EntriesTable
            rows={entries.data?.list ?? []}
            total={total}
            page={entries.data?.page ?? filters.page}
            loading={entries.isFetching && entries.isPlaceholderData}
            selected={selected}
            onSelect={setSelected}
            onPage={(page) => filters.set({ page })}
          />
        </QueryState>
      </QueryState>
    </ConsoleShell>
  );
}
