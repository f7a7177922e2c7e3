import { useEffect, useState } from 'react';
import { AdminCriterion, type AdminCriteria } from '@laurel/contract';
import { useSaveCriteria } from '../api/criteria.ts';

export type CriterionRow = AdminCriterion & { rowId: number };

let nextRowId = 1;
const withRowIds = (criteria: readonly AdminCriterion[]): CriterionRow[] => criteria.map((c) => ({ ...c, rowId: nextRowId++ }));

/** The first problem of a row, as a key of the `criteria.problem` texts, or null. */
export function rowProblem(row: AdminCriterion): string | null {
  const parsed = AdminCriterion.safeParse(row);
  if (parsed.success) return null;
  return String(parsed.error.issues[0]?.path[0] ?? 'key');
}

/**
 * The criteria editor's state: the rows as edited, the live sum of their weights, and saving —
 * which needs the sum to be 100 and every row valid, and, once reviews were submitted
 * (`locked`), a confirmation that sends back the version the editor read (`confirmChange`).
 */
export function useCriteriaEditor(data: AdminCriteria) {
  const [rows, setRows] = useState<CriterionRow[]>(() => withRowIds(data.criteria));
  const [scoreMax, setScoreMax] = useState(data.scoreMax);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCriteria();

  // Another season, or the saved answer: start from what the server has.
  useEffect(() => {
    setRows(withRowIds(data.criteria));
    setScoreMax(data.scoreMax);
  }, [data]);

  const sum = rows.reduce((total, row) => total + (Number.isFinite(row.weight) ? row.weight : 0), 0);
  const invalidRows = rows.filter((row) => rowProblem(row) !== null).length;
  const canSave = rows.length > 0 && sum === 100 && invalidRows === 0;

  const change = (rowId: number, patch: Partial<AdminCriterion>) =>
    setRows((list) => list.map((row) => (row.rowId === rowId ? { ...row, ...patch } : row)));
  const add = () =>
    setRows((list) => [
      ...list,
      { rowId: nextRowId++, key: '', name: '', nameZh: '', description: '', descriptionZh: '', weight: Math.max(1, 100 - sum) },
    ]);
  const remove = (rowId: number) => setRows((list) => list.filter((row) => row.rowId !== rowId));

  const send = () =>
    save.mutate(
      {
        seasonId: data.seasonId,
        criteria: rows.map(({ rowId: _rowId, ...criterion }) => criterion),
        scoreMax,
        confirmChange: data.locked ? data.version : null,
      },
      { onSettled: () => setConfirming(false) },
    );
  /** Saving asks first when reviews already used the criteria. */
  const submit = () => {
    if (!canSave) return;
    if (data.locked) setConfirming(true);
    else send();
  };

  return {
    rows,
    scoreMax,
    setScoreMax,
    sum,
    canSave,
    change,
    add,
    remove,
    submit,
    send,
    confirming,
    cancelConfirm: () => setConfirming(false),
    pending: save.isPending,
    error: save.error,
    saved: save.isSuccess,
  };
}
