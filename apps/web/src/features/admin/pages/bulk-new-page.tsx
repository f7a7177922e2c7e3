import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSeasons } from '../api/seasons.ts';
import { BulkActionFields } from '../components/bulk-action-fields.tsx';
import { BulkPreviewResult } from '../components/bulk-preview-result.tsx';
import { ConsoleShell } from '../components/console-shell.tsx';
import { Refusal } from '../components/query-state.tsx';
import { exportHref, selectionFromUrl, type UrlSelection } from '../model/bulk-selection.ts';
import { permissionOf } from '../model/bulk-draft.ts';
import { useBulkNew } from '../model/use-bulk-new.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-bulk.ts';
import '../components/bulk.css';

/**
 * `/admin/bulk/new?season=…&<EntryFilter fields>|ids=…` (docs/product.md#bulk-actions): what the
 * action will act on, the action and its settings, its preview, and the confirmation that starts
 * it — then its job's page.
 */
export default function BulkNewPage() {
  const { t } = useTranslation('admin-bulk');
  const [params] = useSearchParams();
  const selection = selectionFromUrl(params);
  const bulk = useBulkNew(selection);
  const { may } = useStaffAccess();
  if (!selection) {
    return (
      <ConsoleShell title={t('new.title')}>
        <Alert type="info" showIcon title={t('new.noSeason')} />
      </ConsoleShell>
    );
  }
  const { draft } = bulk;
  return (
    <ConsoleShell title={t('new.title')}>
      <SelectionSummary selection={selection} />
      <form
        className="console-section"
        aria-labelledby="bulk-action-heading"
        onSubmit={(e) => {
          e.preventDefault();
          bulk.runPreview();
        }}
      >
        <h2 id="bulk-action-heading">{t('new.action')}</h2>
        <BulkActionFields seasonId={selection.seasonId} draft={draft} update={bulk.update} />
        {draft.kind === 'export' ? (
          <p>
            {t('new.exportHelp')} <a href={exportHref(selection)}>{t('new.exportLink')}</a>
          </p>
        ) : (
          <div className="bulk-buttons">
            <Button htmlType="submit" type="primary" disabled={!draft.kind || !may(permissionOf(draft.kind))} loading={bulk.preview.isPending}>
              {t('new.preview')}
            </Button>
          </div>
        )}
        <Refusal error={bulk.preview.error} />
      </form>
      {bulk.previewed && draft.kind !== 'export' && (
        <BulkPreviewResult preview={bulk.previewed} fresh={bulk.fresh} starting={bulk.start.isPending} onConfirm={bulk.confirm} />
      )}
      <Refusal error={bulk.start.error} />
      <p>
        <Link to="/admin/bulk">{t('job.all')}</Link>
      </p>
    </ConsoleShell>
  );
}

function SelectionSummary({ selection }: { selection: UrlSelection }) {
  const { t } = useTranslation('admin-bulk');
  const seasons = useSeasons();
  const season = seasons.data?.find((s) => s.id === selection.seasonId);
  const filter = selection.filter.map(([k, v]) => `${k} = ${v}`).join(', ');
  return (
    <section className="console-section" aria-labelledby="bulk-selection-heading">
      <h2 id="bulk-selection-heading">{t('new.selection')}</h2>
      <p>{t('new.bySeason', { name: season?.name ?? selection.seasonId })}</p>
      <p>{selection.ids ? t('new.byIds', { count: selection.ids.length }) : filter ? t('new.byFilter', { filter }) : t('new.everyEntry')}</p>
      {selection.ids && <p className="console-muted bulk-ids">{selection.ids.join(', ')}</p>}
    </section>
  );
}
