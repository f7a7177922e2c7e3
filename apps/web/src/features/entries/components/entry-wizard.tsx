import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENTRY_STEPS, type CategoryNode, type EntryDetail } from '@laurel/contract';
import { showFieldErrors } from '../../../lib/form-errors.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { saveDraftOnLeave, useSaveDraft } from '../api/save-draft.ts';
import { useUploadLimits } from '../api/upload-limits.ts';
import { draftBody, draftFromEntry, emptyDraft, findCategory, firstErrorStep, type Draft } from '../model/draft.ts';
import { useLeaveSave } from '../model/use-leave-save.ts';
import { useEntryFiles } from '../model/use-entry-files.ts';
import { isUploading, storedFiles } from '../model/use-uploads.ts';
import { CategoryStep } from './category-step.tsx';
import { DETAIL_FIELDS, DetailsStep, type DetailsValues } from './details-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { priceAt } from '../../../components/fee-schedule/fee-tiers.ts';
import { useServerNow } from '../model/use-server-now.ts';
import { ReviewStep } from './review-step.tsx';
import { WizardStepsBar } from './wizard-steps-bar.tsx';
import '../../../i18n/entries.ts';

interface EntryWizardProps {
  tree: CategoryNode[];
  /** The saved draft to resume, or null for a new entry. */
  entry: EntryDetail | null;
  startStep: number;
  /** Called with the id of the entry the first save created, before the URL gains it. */
  onCreated: (id: number) => void;
}

const LAST = ENTRY_STEPS.length - 1;

/**
 * The four steps of `/steps` (category → details → images → review). The whole draft is saved
 * on the server at every step change and when the entrant leaves (issue 4), with the step
 * reached, so it resumes there on any device.
 */
export function EntryWizard({ tree, entry, startStep, onCreated }: EntryWizardProps) {
  const { t } = useTranslation('entries');
  const [, setParams] = useSearchParams();
  const [id, setId] = useState<number | null>(entry?.id ?? null);
  const [step, setStep] = useState(startStep);
  const [fields, setFields] = useState<Draft>(() => (entry ? draftFromEntry(entry) : emptyDraft()));
  const [categoryError, setCategoryError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [form] = Form.useForm<DetailsValues>();
  const save = useSaveDraft();
  const limits = useUploadLimits();
  // Review shows the price of the tier in force by the server's clock, as the category step does.
  const serverNow = useServerNow();
  const { images, pdf, announcements, announce } = useEntryFiles(entry);

  const draft: Draft = {
    ...fields,
    images: storedFiles(images.items),
    pdf: storedFiles(pdf.items)[0] ?? null,
  };
  const category = findCategory(tree, draft.categoryId);

  /** The body last saved, to send on leaving only what changed. */
  const lastSaved = useRef<string | null>(entry ? JSON.stringify(draftBody(draftFromEntry(entry), entry.draftStep)) : null);
  const latest = useRef({ id, draft, step });
  latest.current = { id, draft, step };

  useLeaveSave(() => {
    const { id: current, draft: now, step: at } = latest.current;
    if (current === null) return;
    const body = JSON.stringify(draftBody(now, at));
    if (body === lastSaved.current) return;
    lastSaved.current = body;
    saveDraftOnLeave({ id: current, draft: now, step: at });
  });

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

  const goTo = async (target: number) => {
    if (target === step || target < 0 || target > LAST || save.isPending) return;
    setNotice(null);
    if (target > 0 && !draft.categoryId) {
      setCategoryError(t('category.required'));
      if (step !== 0) setStep(0);
      return;
    }
    if (step === 1) {
      try {
        await form.validateFields(target > step ? undefined : ['videoUrl', 'invitationCode']);
      } catch {
        return;
      }
    }
    if (step === 2 && target > step && (isUploading(images.items) || isUploading(pdf.items))) {
      setNotice(t('images.wait'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id, draft, step: target });
      lastSaved.current = JSON.stringify(draftBody(draft, target));
      if (id === null) {
        setId(saved.id);
        onCreated(saved.id);
        setParams({ apply_order_id: String(saved.id) }, { replace: true });
      }
      setStep(target);
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.fieldErrors : null;
      if (!fieldErrors) return;
      const errorStep = firstErrorStep(fieldErrors);
      if (errorStep === 1) {
        setStep(1);
        // The form mounts with the step; its fields take the server's messages once it is there.
        setTimeout(() => showFieldErrors(form, error, DETAIL_FIELDS), 0);
      } else if (errorStep === 0) {
        setCategoryError(Object.values(fieldErrors).flat().join(' '));
        setStep(0);
      } else if (errorStep !== null) {
        setNotice(Object.values(fieldErrors).flat().join(' '));
        setStep(errorStep);
      }
    }
  };

  const stepTitles = ENTRY_STEPS.map((key) => t(`steps.${key}`));
  const detailsInitial: DetailsValues = {
    title: fields.title,
    description: fields.description,
    credits: fields.credits,
    videoUrl: fields.videoUrl,
    invitationCode: fields.invitationCode,
  };

  return (
    <div className="entry-wizard">
      <WizardStepsBar
        step={step}
        categoryName={category?.category.name ?? null}
        disabled={save.isPending}
        onChange={(target) => void goTo(target)}
      />
      <section className="entry-wizard__panel" aria-labelledby="step-heading">
        <p className="entry-wizard__count">{t('steps.count', { n: step + 1, count: ENTRY_STEPS.length })}</p>
        <h2 id="step-heading" ref={heading} tabIndex={-1} className="entry-wizard__heading">
          {t(`steps.${ENTRY_STEPS[step] ?? 'category'}Heading`)}
        </h2>
        <p className="entry-wizard__lead">{t(`steps.${ENTRY_STEPS[step] ?? 'category'}Lead`)}</p>
        {notice ? (
          <p className="steps-error" role="alert">
            {notice}
          </p>
        ) : null}

        {step === 0 ? (
          <CategoryStep
            tree={tree}
            value={draft.categoryId}
            error={categoryError}
            onChange={(categoryId) => {
              setCategoryError(null);
              setFields((f) => ({ ...f, categoryId }));
            }}
          />
        ) : null}
        {step === 1 ? (
          <DetailsStep
            form={form}
            initialValues={detailsInitial}
            onChange={(values) => setFields((f) => ({ ...f, ...values }))}
          />
        ) : null}
        {step === 2 ? <ImagesStep images={images} pdf={pdf} limits={limits.data} announce={announce} /> : null}
        {step === 3 ? (
          <ReviewStep
            entry={{
              ...draft,
              category: category
                ? { name: category.category.name, groupName: category.group?.name ?? null, feeCents: priceAt(category.category, serverNow).current.feeCents }
                : null,
            }}
            entryId={id}
            onEdit={(target) => void goTo(target)}
          />
        ) : null}

        <div className="entry-wizard__nav">
          {step > 0 ? (
            <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => void goTo(step - 1)} disabled={save.isPending}>
              {t('steps.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < LAST ? (
            <Button type="primary" size="large" onClick={() => void goTo(step + 1)} loading={save.isPending}>
              {t('steps.next', { step: stepTitles[step + 1] })} <ArrowRightOutlined aria-hidden />
            </Button>
          ) : null}
        </div>
        <p className="entry-wizard__saved" aria-live="polite">
          {save.isPending ? t('steps.saving') : id !== null ? t('steps.saved') : t('steps.notSaved')}
        </p>
      </section>
      <div className="sr-only" aria-live="polite" data-testid="upload-announcer">
        {announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
    </div>
  );
}
