import { useEffect, useRef, useState } from 'react';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENTRY_STEPS, type CategoryNode, type EntryDetail } from '@laurel/contract';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { useEntryFeeQuote } from '../../../lib/payments/entry-fee-quote.ts';
import { useSubmitEntry } from '../../../lib/queries/submit-entry.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { FIRST_ERROR } from '../../../lib/reveal.ts';
import { useSaveDraft } from '../api/save-draft.ts';
import { useUploadLimits } from '../api/upload-limits.ts';
import { DETAIL_FIELDS, type DetailsValues } from '../components/details-step.tsx';
import {
  draftBody,
  draftFromEntry,
  emptyDraft,
  findCategory,
  firstErrorStep,
  withSavedForm,
  type Draft,
} from './draft.ts';
import { missingParts } from './image-size.ts';
import { useAutosave } from './use-autosave.ts';
import { splitCustomErrors, useCustomFields } from './use-custom-fields.ts';
import { useRevealError } from './use-reveal-error.ts';
import { useEntryFiles } from './use-entry-files.ts';
import { isUploading, storedFiles } from './use-uploads.ts';
import '../../../i18n/entries.ts';

export interface EntryWizardOptions {
  tree: CategoryNode[];
  /** The saved draft to resume, or null for a new entry. */
  entry: EntryDetail | null;
  startStep: number;
  /** Called with the id of the entry the first save created, before the URL gains it. */
  onCreated: (id: number) => void;
  /** Called with the entry once it is submitted; the page shows its confirmation. */
  onSubmitted: (entry: EntryDetail) => void;
}

export const LAST = ENTRY_STEPS.length - 1;

/**
 * The state and handlers of the entry wizard (components/entry-wizard.tsx): the draft, the step,
 * the saves at each step change and the submit, and where a refusal is shown.
 */
export function useEntryWizard({
  tree,
  entry,
  startStep,
  onCreated,
  onSubmitted,
}: EntryWizardOptions) {
  const { t } = useTranslation('entries');
  const [, setParams] = useSearchParams();
  const [id, setId] = useState<number | null>(entry?.id ?? null);
  const [step, setStep] = useState(startStep);
  const [fields, setFields] = useState<Draft>(() => (entry ? draftFromEntry(entry) : emptyDraft()));
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [form] = Form.useForm<DetailsValues>();
  const save = useSaveDraft();
  const submit = useSubmitEntry();
  const [confirming, setConfirming] = useState(false);
  /** Set once submitted: nothing is saved any more. */
  const done = useRef(false);
  const limits = useUploadLimits();
  const { images, pdf, announcements, announce } = useEntryFiles(entry);

  const draft: Draft = {
    ...fields,
    images: storedFiles(images.items),
    pdf: storedFiles(pdf.items)[0] ?? null,
  };
  const category = findCategory(tree, draft.categoryId);
  const { customErrors, onCustomChange, showCustomErrors, checkCustom } = useCustomFields(draft, setFields);

  // Review names the fee the server quotes for the saved draft (tier and invitation code included,
  // apps/server/src/services/payments/README.md#fees), the figure the submit dialog and the pay step name too.
  const quote = useEntryFeeQuote(id ?? 0, id !== null && step === LAST);
  const reviewFee =
    id === null ? null : (quote.data?.amountCents ?? (quote.isError ? null : ('loading' as const)));

  const paused =
    save.isPending ||
    submit.isPending ||
    confirming ||
    isUploading(images.items) ||
    isUploading(pdf.items);
  const {
    state: saveState,
    setState: setSaveState,
    saved,
  } = useAutosave({ id, draft, step, paused }, entry, done);

  // The heading of a new step takes the focus, so a screen reader announces where the user is.
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const { panel, reveal } = useRevealError<HTMLElement>();

  /**
   * Puts a refused save's field messages on their step, in view: the save and submit calls leave a
   * 422 to the wizard (`shownInline: 'fields'`), so one the steps have no place for is a toast.
   */
  const showErrors = (error: unknown) => {
    const fieldErrors = isApiError(error) ? error.fieldErrors : null;
    if (!fieldErrors || !isApiError(error)) return;
    const errorStep = firstErrorStep(fieldErrors);
    if (errorStep === 1) {
      setStep(1);
      // The custom fields' messages (`customFields.<key>`) go beside them, the rest to the form's.
      const { custom, rest } = splitCustomErrors(error);
      const builtIn = Object.keys(rest.fieldErrors ?? {}).some((name) => (DETAIL_FIELDS as readonly string[]).includes(name));
      // The form mounts with the step; its fields take the server's messages once it is there.
      setTimeout(() => {
        showFieldErrors(form, rest, DETAIL_FIELDS);
        showCustomErrors(custom, builtIn);
      }, 0);
    } else if (errorStep === 0) {
      setCategoryError(Object.values(fieldErrors).flat().join(' '));
      setStep(0);
      reveal();
    } else if (errorStep !== null) {
      setNotice(Object.values(fieldErrors).flat().join(' '));
      setStep(errorStep);
      reveal();
    } else {
      showFieldErrors(form, error, []);
    }
  };

  /** Checks the step being left and saves the draft at `target`; false when it may not go on. */
  const saveAt = async (target: number): Promise<boolean> => {
    setNotice(null);
    if (target > 0 && !draft.categoryId) {
      setCategoryError(t('category.required'));
      if (step !== 0) setStep(0);
      reveal();
      return false;
    }
    if (step === 1) {
      const forward = target > step;
      try {
        await form.validateFields(forward ? undefined : ['videoUrl', 'invitationCode']);
      } catch (failure) {
        const first = (failure as { errorFields?: { name: (string | number)[] }[] })
          .errorFields?.[0];
        if (first) form.scrollToField(first.name, FIRST_ERROR);
        checkCustom(forward, false);
        return false;
      }
      if (!checkCustom(forward, true)) return false;
    }
    if (step === 2 && target >= step && (isUploading(images.items) || isUploading(pdf.items))) {
      setNotice(t('images.wait'));
      reveal();
      return false;
    }
    setSaveState({ kind: 'saving' });
    try {
      const result = await save.mutateAsync({ id, draft, step: target });
      // The answer names the form the draft now follows (its category's may be its own).
      setFields((f) => withSavedForm(f, result));
      saved(JSON.stringify(draftBody(withSavedForm(draft, result), target)));
      if (id === null) {
        setId(result.id);
        onCreated(result.id);
        setParams({ apply_order_id: String(result.id) }, { replace: true });
      }
      return true;
    } catch (error) {
      setSaveState({ kind: 'unsaved' });
      showErrors(error);
      return false;
    }
  };

  const goTo = async (target: number) => {
    if (target === step || target < 0 || target > LAST || save.isPending) return;
    if (await saveAt(target)) setStep(target);
  };

  /** Submit on the last step: what is missing is shown first; else saved, then confirmed. */
  const askSubmit = async () => {
    if (save.isPending || submit.isPending) return;
    if (missingParts({ ...draft, category: draft.categoryId }).length) {
      reveal();
      return;
    }
    if (await saveAt(step)) setConfirming(true);
  };

  const confirmSubmit = async () => {
    if (id === null) return;
    try {
      const submitted = await submit.mutateAsync(id);
      done.current = true;
      setConfirming(false);
      onSubmitted(submitted);
    } catch (error) {
      setConfirming(false);
      showErrors(error);
    }
  };

  const detailsInitial: DetailsValues = {
    title: fields.title,
    description: fields.description,
    credits: fields.credits,
    videoUrl: fields.videoUrl,
    invitationCode: fields.invitationCode,
  };

  return {
    step,
    category,
    save,
    submit,
    panel,
    heading,
    notice,
    draft,
    categoryError,
    setCategoryError,
    setFields,
    form,
    detailsInitial,
    customErrors,
    onCustomChange,
    images,
    pdf,
    limits,
    announce,
    announcements,
    reviewFee,
    id,
    goTo,
    confirming,
    setConfirming,
    confirmSubmit,
    saveState,
    askSubmit,
  };
}
