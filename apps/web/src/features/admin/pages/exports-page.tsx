import { useTranslation } from 'react-i18next';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ExportEntriesCard } from '../components/export-entries-card.tsx';
import { ExportDocumentsCard, ExportPaymentsCard } from '../components/export-money-cards.tsx';
import { ExportPeopleCard, ExportReviewsCard } from '../components/export-other-cards.tsx';
import { QueryState } from '../components/query-state.tsx';
import { SeasonPicker } from '../components/season-picker.tsx';
import { useSeasonChoice } from '../model/use-season-choice.ts';
import '../../../i18n/admin-exports.ts';
import '../components/exports.css';

/**
 * `/admin/exports`: every kind of download with its filters (docs/product.md#exports). The season
 * is the page's (`?season=`, the entries table's link sets it with its filter); each card keeps
 * its own filters and its own download.
 */
export default function ExportsPage() {
  const { t } = useTranslation('admin-exports');
  const { seasons, list, seasonId, choose } = useSeasonChoice();
  return (
    <ConsoleShell title={t('title')}>
      <p className="console-muted export-intro">{t('intro')}</p>
      <QueryState query={seasons}>
        <div className="console-toolbar">
          <SeasonPicker seasons={list} value={seasonId} onChange={choose} />
        </div>
        {/* Keyed by season: a card's filters start again for another season. */}
        <div className="export-cards" key={seasonId ?? 0}>
          <ExportEntriesCard seasonId={seasonId} />
          <ExportPaymentsCard seasons={list} seasonId={seasonId} />
          <ExportDocumentsCard seasons={list} seasonId={seasonId} />
          <ExportReviewsCard seasonId={seasonId} />
          <ExportPeopleCard />
        </div>
        <p className="console-muted">{t('xlsxLater')}</p>
      </QueryState>
    </ConsoleShell>
  );
}
