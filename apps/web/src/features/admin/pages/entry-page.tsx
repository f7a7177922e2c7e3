import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAdminEntry } from '../api/entries.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { EntryFeesSection } from '../components/entry-fees-section.tsx';
import { EntryHistoryList } from '../components/entry-history-list.tsx';
import { EntryJurySection } from '../components/entry-jury-section.tsx';
import { EntrySummarySection } from '../components/entry-summary-section.tsx';
import { QueryState } from '../components/query-state.tsx';
import '../../../i18n/admin-entries.ts';
import '../components/entries.css';

function EntryView({ id }: { id: number }) {
  const { t } = useTranslation('admin-entries');
  const entry = useAdminEntry(id);
  const e = entry.data;
  return (
    <ConsoleShell title={e ? t('entry.heading', { id: e.id, title: e.title || t('list.untitled'), interpolation: { escapeValue: false } }) : t('list.title')}>
      <p>
        <Link to={e ? `/admin/entries?season=${e.seasonId}` : '/admin/entries'}>← {t('entry.back')}</Link>
      </p>
      <QueryState query={entry}>
        {e ? (
          <div className="entry-sections">
            <EntrySummarySection entry={e} />
            <EntryFeesSection fees={e.fees} />
            <EntryJurySection entry={e} />
            <EntryHistoryList entryId={e.id} items={e.history} total={e.historyTotal} />
          </div>
        ) : null}
      </QueryState>
    </ConsoleShell>
  );
}

/** `/admin/entries/one?id=N`: one entry, not blind, with its history (docs/product.md#console-entries). */
export default function EntryPage() {
  const { t } = useTranslation('admin-entries');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <ConsoleShell title={t('list.title')}>
        <p>{t('entry.notFound')}</p>
        <Link to="/admin/entries">{t('entry.back')}</Link>
      </ConsoleShell>
    );
  }
  return <EntryView key={id} id={id} />;
}
