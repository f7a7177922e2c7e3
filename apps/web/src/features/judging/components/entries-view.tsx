import { Button, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { activeFilterCount, PAGE_SIZES } from '../model/judge-filters.ts';
import { useEntriesView } from '../model/use-entries-view.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { AutoAssignDialog } from './auto-assign-dialog.tsx';
import { AwardDialog } from './award-dialog.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { DensityToggle } from './density-toggle.tsx';
import { DownloadStatus } from './download-status.tsx';
import { EntryCards } from './entry-cards.tsx';
import { EntryTable } from './entry-table.tsx';
import { FeeStatusDialog } from './fee-status-dialog.tsx';
import { JudgeFilterBar } from './judge-filter-bar.tsx';
import { RunReport } from './run-report.tsx';
import '../../../i18n/jury.ts';

/**
 * The judge's entries (`judgeEntryList`) with filters kept in the URL, a selection that survives
 * paging (a change of filters clears it), the actions on one entry or the selection, and what
 * each action did.
 */
export function EntriesView({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('jury');
  const view = useEntriesView();
  const { filters, list, categories, levels, selected, setSelected, dialog, setDialog, autoOpen } = view;
  const { setAutoOpen, report, setReport, exporting, countRef, density, setDensity, zip, assign } = view;
  const { fee, award, data, selection, titleOf, change, clear, goToPage, select, finish } = view;
  const { onAction, onApplied, onExport, dialogIds } = view;
  const List = narrow ? EntryCards : EntryTable;

  return (
    <div className="jury-entries">
      <JudgeFilterBar
        filters={filters}
        categories={categories.data}
        awardLevels={levels.data}
        onChange={change}
        onClear={clear}
      />

      <div className="jury-toolbar">
        <h2 className="jury-toolbar__count" ref={countRef} tabIndex={-1} aria-live="polite" data-testid="entry-count">
          {data ? t('count', { count: data.total }) : ''}
        </h2>
        <div className="jury-toolbar__actions">
          {narrow ? null : <DensityToggle density={density} onChange={setDensity} />}
          {/* Small on a desktop: each pixel above the table is taken from its rows. */}
          <Button size={narrow ? 'middle' : 'small'} onClick={() => setAutoOpen(true)}>
            {t('auto.open')}
          </Button>
          <Button size={narrow ? 'middle' : 'small'} onClick={() => void onExport()} loading={exporting}>
            {t('exportCsv')}
          </Button>
        </div>
      </div>

      <DownloadStatus download={zip.download} onCancel={zip.cancel} onDismiss={zip.dismiss} />
      {report ? <RunReport report={report} titleOf={titleOf} onDismiss={() => setReport(null)} /> : null}

      {list.isError && !data ? (
        <LoadError title={t('loadError')} onRetry={list.refetch} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} className="jury-skeleton" />
      ) : data.list.length === 0 ? (
        activeFilterCount(filters) > 0 ? (
          <InlineState
            title={t('empty.filteredTitle')}
            body={t('empty.filteredBody')}
            action={<Button onClick={clear}>{t('filters.clearAll')}</Button>}
          />
        ) : (
          <InlineState title={t('empty.noneTitle')} body={t('empty.noneBody')} />
        )
      ) : (
        <List
          entries={data.list}
          sort={filters.sort}
          density={density}
          loading={list.isFetching}
          selected={new Set(selected.keys())}
          onSelect={select}
          onAction={onAction}
        />
      )}

      {data && data.total > 0 ? (
        <nav className="jury-pages" aria-label={t('pages')}>
          <Pagination
            current={filters.page}
            pageSize={filters.pageSize}
            total={data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            size={narrow ? 'small' : 'medium'}
            onChange={goToPage}
          />
        </nav>
      ) : null}

      <BulkBar
        count={selected.size}
        downloading={zip.download.state === 'running'}
        onAction={(action) => onAction(action, selection)}
        onClear={() => setSelected(new Map())}
      />

      {dialog?.action === 'assign' ? (
        <AssignDialog
          entries={dialog.entries}
          busy={assign.isPending}
          onAssign={(subJudgeIds) =>
            assign.mutate({ ids: dialogIds, subJudgeIds }, { onSuccess: (r) => finish('assign', r) })
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.action === 'fee' ? (
        <FeeStatusDialog
          entries={dialog.entries}
          busy={fee.isPending}
          onSave={(c) => fee.mutate({ ids: dialogIds, ...c }, { onSuccess: (r) => finish('fee', r) })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.action === 'award' ? (
        <AwardDialog
          entries={dialog.entries}
          levels={levels.data}
          busy={award.isPending}
          onSave={(c) => award.mutate({ ids: dialogIds, ...c }, { onSuccess: (r) => finish('award', r) })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {autoOpen ? (
        <AutoAssignDialog categories={categories.data} titleOf={titleOf} onApplied={onApplied} onClose={() => setAutoOpen(false)} />
      ) : null}
    </div>
  );
}
