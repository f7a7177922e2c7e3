import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomValue } from '@laurel/contract';
import { checkCustomValues, customFieldId } from '../../../components/entry-form/index.ts';
import { ApiError, formMessageText } from '../../../lib/request/index.ts';
import { revealError } from '../../../lib/reveal.ts';
import { CUSTOM_PREFIX, type Draft } from './draft.ts';
import '../../../i18n/entry-form.ts';

/** Moves to a custom field's input (the first radio of a group) and focuses it. */
function goToCustomField(key: string): void {
  const target = document.getElementById(customFieldId(key));
  revealError(target, target?.matches('input, textarea') ? target : (target?.querySelector<HTMLElement>('input') ?? target));
}

/**
 * A 422's messages split in two: those on the custom fields (`customFields.<key>`), by key and
 * translated, and the rest as an error of their own for the built-in fields' handling.
 */
export function splitCustomErrors(error: ApiError): { custom: Record<string, string[]>; rest: ApiError } {
  const custom: Record<string, string[]> = {};
  const others: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (name.startsWith(CUSTOM_PREFIX)) custom[name.slice(CUSTOM_PREFIX.length)] = messages.map(formMessageText);
    else others[name] = messages;
  }
  const rest = new ApiError({ kind: error.kind, code: error.code, msg: others, status: error.status, headers: { ...error.headers } });
  return { custom, rest };
}

/**
 * The details step's custom fields in the wizard (docs/product.md#entry-form): their values go
 * into the draft, their messages (the step's own check, or the server's 422) beside them.
 */
export function useCustomFields(draft: Draft, setFields: Dispatch<SetStateAction<Draft>>) {
  const { t } = useTranslation(['entry-form', 'common']);
  const [customErrors, setCustomErrors] = useState<Record<string, string[]>>({});

  const onCustomChange = (key: string, value: CustomValue | null) => {
    setFields((f) => ({ ...f, customFields: { ...f.customFields, [key]: value } }));
    setCustomErrors(({ [key]: _gone, ...rest }) => rest);
  };

  /** Shows `errors` beside their fields and goes to the first in the form's order, unless `quiet`. */
  const showCustomErrors = (errors: Record<string, string[]>, quiet = false) => {
    setCustomErrors(errors);
    const first = draft.form.custom.find((field) => errors[field.key]);
    if (first && !quiet) goToCustomField(first.key);
  };

  /**
   * Checks the custom fields on leaving the details step: going on asks for the required ones too,
   * as submitting will. False, with the problems shown, when it may not leave.
   */
  const checkCustom = (forward: boolean, focus: boolean): boolean => {
    const problems = checkCustomValues(draft.form.custom, draft.customFields, t, { required: forward });
    if (!Object.keys(problems).length) return true;
    showCustomErrors(problems, !focus);
    return false;
  };

  return { customErrors, onCustomChange, showCustomErrors, checkCustom };
}
