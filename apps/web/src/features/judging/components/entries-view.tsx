import { useRef, useState } from 'react';
import { Button, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AssignmentPlan, JudgeEntryItem } from '@laurel/contract';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';
import { exportCsv, useBatchZip } from '../api/download-files.ts';
import { useAwardLevels } from '../api/get-award-levels.ts';
import { useAssignSubJudges, useAwardEntries, useBatchShow, useChangeFeeStatus } from '../api/judge-actions.ts';
import { useJudgeEntries } from '../api/list-judge-entries.ts';
import {
  activeFilterCount,
  NO_FILTERS,
  PAGE_SIZES,
  readFilters,
  toFilterQuery,
  toListQuery,
  writeFilters,
  type JudgeFilters,
} from '../model/judge-filters.ts';
import type { EachResult } from '../model/run-each.ts';
import { useTableDensity } from '../model/table-density.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { AutoAssignDialog } from './auto-assign-dialog.tsx';
import { AwardDialog } from './award-dialog.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { DensityToggle } from './density-toggle.tsx';
import { DownloadStatus } from './download-status.tsx';
import type { EntryAction } from './entry-actions.ts';
import { EntryCards } from './entry-cards.tsx';
import { EntryTable } from './entry-table.tsx';
import { FeeStatusDialog } from './fee-status-dialog.tsx';
import { JudgeFilterBar } from './judge-filter-bar.tsx';
import { RunReport, type Report } from './run-report.tsx';
import { useReadyReport } from './season-results-notice.tsx';
import '../../../i18n/jury.ts';

type DialogAction = Extract<EntryAction, 'assign' | 'fee' | 'award'>;

/**
 * The judge's entries (`judgeEntryList`) with filters kept in the URL, a selection that survives
 * paging (a change of filters clears it), the actions on one entry or the selection, and what
 * each action did.
 */
export function EntriesView({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('jury');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useJudgeEntries(toListQuery(filters));
  const categories = useCategoryTree();
  const levels = useAwardLevels();
  const [selected, setSelected] = useState<ReadonlyMap<number, JudgeEntryItem>>(new Map());
  const [dialog, setDialog] = useState<{ action: DialogAction; entries: JudgeEntryItem[] } | null>(null);
  const [autoOpen, setAutoOpen] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [exporting, setExporting] = useState(false);
  const countRef = useRef<HTMLHeadingElement>(null);
  const [density, setDensity] = useTableDensity();
  const zip = useBatchZip();
  const assign = useAssignSubJudges();
  const fee = useChangeFeeStatus();
  const award = useAwardEntries();
  const show = useBatchShow();
  const readyReport = useReadyReport();

  const data = list.data;
  const onPage = new Map((data?.list ?? []).map((entry) => [entry.id, entry]));
  // The freshest copy of each selected entry: the one on the page when it is there.
  const selection = [...selected.values()].map((entry) => onPage.get(entry.id) ?? entry);
  const titleOf = (id: number) => onPage.get(id)?.title ?? selected.get(id)?.title ?? '';

  const update = (next: JudgeFilters) => setParams(writeFilters(params, next));
  const change = (patch: Partial<JudgeFilters>) => {
    update({ ...filters, ...patch, page: 1 });
    setSelected(new Map());
  };
  const clear = () => change({ ...NO_FILTERS, sort: filters.sort, pageSize: filters.pageSize });
  const goToPage = (page: number, pageSize: number) => {
    update({ ...filters, page: pageSize === filters.pageSize ? page : 1, pageSize });
    countRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    countRef.current?.focus({ preventScroll: true });
  };
  const select = (entries: JudgeEntryItem[], on: boolean) =>
    setSelected((now) => {
      const next = new Map(now);
      for (const entry of entries) {
        if (on) next.set(entry.id, entry);
        else next.delete(entry.id);
      }
      return next;
    });

  const finish = (kind: Report['kind'], result: EachResult) => {
    setReport({ kind, done: result.done.length, refused: result.refused, skipped: [] });
    setDialog(null);
  };
  const onAction = (action: EntryAction, entries: JudgeEntryItem[]) => {
    setReport(null);
    const ids = entries.map((e) => e.id);
    if (action === 'download') void zip.start(ids);
    else if (action === 'show' || action === 'hide') {
      show.mutate(
        { ids, isShow: action === 'show' },
        {
          onSuccess: (r) => {
            const detail = action === 'show' ? readyReport(r.updated) : undefined;
            setReport({ kind: action, done: r.updated, refused: [], skipped: r.skipped, ...(detail ? { detail } : {}) });
          },
        },
      );
    } else setDialog({ action, entries });
  };
  const onApplied = (plan: AssignmentPlan) => {
    setAutoOpen(false);
    const added = plan.assignments.reduce((sum, a) => sum + a.subJudgeIds.length, 0);
    setReport({
      kind: 'auto',
      done: plan.assignments.length,
      refused: [],
      skipped: [],
      detail: t('report.auto', { added, entries: plan.assignments.length }),
    });
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportCsv(toFilterQuery(filters));
    } catch {
      // The common error handling has said why.
    } finally {
      setExporting(false);
    }
  };

  const dialogIds = dialog?.entries.map((e) => e.id) ?? [];
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
