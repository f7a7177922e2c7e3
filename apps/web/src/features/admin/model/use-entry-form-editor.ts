import { useEffect, useState } from 'react';
import {
  CustomField,
  type AdminEntryForm,
  type BuiltInFields,
  type CustomFieldType,
  type EntryForm,
} from '@laurel/contract';
import { useSaveEntryForm } from '../api/entry-form.ts';
import { keyFromLabel, keyTyped } from './field-key.ts';

export type CustomRow = CustomField & { rowId: number; keyEdited: boolean };
export type BuiltInName = keyof BuiltInFields;

let nextRowId = 1;
const rowsOf = (form: EntryForm): CustomRow[] =>
  form.custom.map((field) => ({ ...field, rowId: nextRowId++, keyEdited: true }));

/** A new text field's limit: a line of text, or a few paragraphs. */
const TEXT_MAX: Partial<Record<CustomFieldType, number>> = { shortText: 200, longText: 2000 };

const blankField = (): CustomRow => ({
  rowId: nextRowId++,
  keyEdited: false,
  key: '',
  type: 'shortText',
  label: '',
  labelZh: '',
  help: '',
  helpZh: '',
  required: false,
  maxLength: TEXT_MAX.shortText ?? null,
  options: [],
  min: null,
  max: null,
  // Judging is blind: a field reaches the jury only when the organiser says so.
  showToJury: false,
});

/** The parts a type does not use are cleared, so the saved field carries only its own. */
function retyped(row: CustomRow, type: CustomFieldType): CustomRow {
  return {
    ...row,
    type,
    maxLength: TEXT_MAX[type] !== undefined ? (row.maxLength ?? TEXT_MAX[type]!) : null,
    options: type === 'choice' ? (row.options.length ? row.options : [{ value: '', label: '', labelZh: '' }]) : [],
    min: type === 'number' ? row.min : null,
    max: type === 'number' ? row.max : null,
  };
}

/** The first problem of a custom field, as a key of the `entryForm.fieldName` texts, or null. */
export function customProblem(row: CustomRow): string | null {
  const parsed = CustomField.safeParse(row);
  return parsed.success ? null : String(parsed.error.issues[0]?.path[0] ?? 'key');
}

/**
 * The entry form builder's state: the built-in fields and the custom ones as edited, whether a
 * category follows the season's form, and saving (`form: null` when it follows).
 */
export function useEntryFormEditor(data: AdminEntryForm) {
  const [builtIn, setBuiltInState] = useState<BuiltInFields>(data.form.builtIn);
  const [custom, setCustom] = useState<CustomRow[]>(() => rowsOf(data.form));
  const [follow, setFollow] = useState(data.categoryId !== null && !data.ownForm);
  const save = useSaveEntryForm();

  // Another scope, or the saved answer: start from what the server has.
  useEffect(() => {
    setBuiltInState(data.form.builtIn);
    setCustom(rowsOf(data.form));
    setFollow(data.categoryId !== null && !data.ownForm);
  }, [data]);

  const setBuiltIn = <K extends BuiltInName>(name: K, patch: Partial<BuiltInFields[K]>) =>
    setBuiltInState((fields) => ({ ...fields, [name]: { ...fields[name], ...patch } }));

  const change = (rowId: number, patch: Partial<CustomField>) =>
    setCustom((rows) =>
      rows.map((row) => {
        if (row.rowId !== rowId) return row;
        let next: CustomRow = { ...row, ...patch };
        if (patch.type && patch.type !== row.type) next = retyped(next, patch.type);
        if (patch.key !== undefined) next = { ...next, key: keyTyped(patch.key), keyEdited: true };
        else if (patch.label !== undefined && !row.keyEdited) {
          const taken = rows.filter((r) => r.rowId !== rowId).map((r) => r.key);
          next = { ...next, key: keyFromLabel(patch.label, taken) };
        }
        return next;
      }),
    );
  const add = () => setCustom((rows) => [...rows, blankField()]);
  const remove = (rowId: number) => setCustom((rows) => rows.filter((row) => row.rowId !== rowId));
  const move = (rowId: number, by: -1 | 1) =>
    setCustom((rows) => {
      const from = rows.findIndex((row) => row.rowId === rowId);
      const to = from + by;
      if (from < 0 || to < 0 || to >= rows.length) return rows;
      const next = [...rows];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });

  const form: EntryForm = { builtIn, custom: custom.map(({ rowId: _r, keyEdited: _k, ...field }) => field) };
  const invalid = !follow && custom.some((row) => customProblem(row) !== null);
  const submit = () => {
    if (invalid) return;
    save.mutate({ seasonId: data.seasonId, categoryId: data.categoryId, form: follow ? null : form });
  };

  return {
    builtIn,
    setBuiltIn,
    custom,
    change,
    add,
    remove,
    move,
    follow,
    setFollow,
    form,
    invalid,
    submit,
    pending: save.isPending,
    error: save.error,
    saved: save.isSuccess,
  };
}
