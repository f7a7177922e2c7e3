import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AssignmentPlan, JudgeEntryItem } from '@laurel/contract';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';
import { exportCsv, useBatchZip } from '../api/download-files.ts';
import { useAwardLevels } from '../api/get-award-levels.ts';
import {
  useAssignSubJudges,
  useAwardEntries,
  useBatchShow,
  useChangeFeeStatus,
} from '../api/judge-actions.ts';
import { useJudgeEntries } from '../api/list-judge-entries.ts';
import type { EntryAction } from '../components/entry-actions.ts';
import type { Report } from '../components/run-report.tsx';
import { useReadyReport } from '../components/season-results-notice.tsx';
import {
  NO_FILTERS,
  readFilters,
  toFilterQuery,
  toListQuery,
  writeFilters,
  type JudgeFilters,
} from './judge-filters.ts';
import type { EachResult } from './run-each.ts';
import { useTableDensity } from './table-density.ts';
import '../../../i18n/jury.ts';

type DialogAction = Extract<EntryAction, 'assign' | 'fee' | 'award'>;

/**
 * The state and handlers of the judge's entries (components/entries-view.tsx): the filters in the
 * URL, the selection across pages, the actions and their dialogs, and the report of what they did.
 */
export function useEntriesView() {
  const { t } = useTranslation('jury');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useJudgeEntries(toListQuery(filters));
  const categories = useCategoryTree();
  const levels = useAwardLevels();
  const [selected, setSelected] = useState<ReadonlyMap<number, JudgeEntryItem>>(new Map());
  const [dialog, setDialog] = useState<{ action: DialogAction; entries: JudgeEntryItem[] } | null>(
    null,
  );
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
            setReport({
              kind: action,
              done: r.updated,
              refused: [],
              skipped: r.skipped,
              ...(detail ? { detail } : {}),
            });
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

  return {
    filters,
    list,
    categories,
    levels,
    selected,
    setSelected,
    dialog,
    setDialog,
    autoOpen,
    setAutoOpen,
    report,
    setReport,
    exporting,
    countRef,
    density,
    setDensity,
    zip,
    assign,
    fee,
    award,
    data,
    selection,
    titleOf,
    change,
    clear,
    goToPage,
    select,
    finish,
    onAction,
    onApplied,
    onExport,
    dialogIds,
  };
}
