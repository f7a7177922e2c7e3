import { useTranslation } from 'react-i18next';
import { ENTRY_STEPS } from '@laurel/contract';
import { minLongEdge } from '../model/image-size.ts';
import { useEntryWizard, type EntryWizardOptions } from '../model/use-entry-wizard.ts';
import { CategoryStep } from './category-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { ImagesStep } from './images-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { WizardNav } from './wizard-nav.tsx';
import { WizardStepsBar } from './wizard-steps-bar.tsx';
import '../../../i18n/entries.ts';

/**
 * The four steps of `/steps` (category → details → images → review & submit). The whole draft is
 * saved on the server at every step change, shortly after each change (`useAutosave`, shown as
 * "Draft saved 12:04") and, for what is left, when the entrant leaves (issue 4), with the step
 * reached, so it resumes there on any device. A refused step shows its first problem in view and
 * focused (lib/reveal.ts).
 */
export function EntryWizard({ tree, entry, startStep, onCreated, onSubmitted }: EntryWizardOptions) {
  const { t } = useTranslation('entries');
  const wizard = useEntryWizard({ tree, entry, startStep, onCreated, onSubmitted });
  const { step, category, save, submit, panel, heading, notice, draft, categoryError, setCategoryError } = wizard;
  const { setFields, form, detailsInitial, images, pdf, limits, announce, announcements, reviewFee, id } = wizard;
  const { goTo, confirming, setConfirming, confirmSubmit, saveState, askSubmit, customErrors, onCustomChange } = wizard;

  return (
    <div className="entry-wizard">
      <WizardStepsBar
        step={step}
        categoryName={category?.category.name ?? null}
        disabled={save.isPending}
        onChange={(target) => void goTo(target)}
      />
      <section className="entry-wizard__panel" aria-labelledby="step-heading" ref={panel}>
        <p className="entry-wizard__count">{t('steps.count', { n: step + 1, count: ENTRY_STEPS.length })}</p>
        <h2 id="step-heading" ref={heading} tabIndex={-1} className="entry-wizard__heading">
          {t(`steps.${ENTRY_STEPS[step] ?? 'category'}Heading`)}
        </h2>
        <p className="entry-wizard__lead">{t(`steps.${ENTRY_STEPS[step] ?? 'category'}Lead`)}</p>
        {notice ? (
          <p className="steps-error" role="alert" data-error tabIndex={-1}>
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
            entryForm={draft.form}
            customValues={draft.customFields}
            onCustomChange={onCustomChange}
            customErrors={customErrors}
          />
        ) : null}
        {step === 2 ? (
          <ImagesStep images={images} pdf={pdf} limits={limits.data} announce={announce} form={draft.form} />
        ) : null}
        {step === 3 ? (
          <ReviewStep
            entry={{
              ...draft,
              category: category ? { name: category.category.name, groupName: category.group?.name ?? null } : null,
              fee: reviewFee,
            }}
            entryId={id}
            minLongEdge={minLongEdge(limits.data)}
            onEdit={(target) => void goTo(target)}
          />
        ) : null}
        {id !== null ? (
          <SubmitDialog
            open={confirming}
            entryId={id}
            title={draft.title}
            pending={submit.isPending}
            onConfirm={() => void confirmSubmit()}
            onCancel={() => setConfirming(false)}
          />
        ) : null}

        <WizardNav
          step={step}
          saving={save.isPending}
          submitting={submit.isPending}
          draft={saveState}
          onGo={(target) => void goTo(target)}
          onSubmit={() => void askSubmit()}
        />
      </section>
      <div className="sr-only" aria-live="polite" data-testid="upload-announcer">
        {announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
    </div>
  );
}
