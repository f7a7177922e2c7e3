import { useState } from 'react';
import { Alert, Button, InputNumber, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUB_JUDGES_PER_ENTRY_MAX, type AssignmentPlan, type CategoryNode } from '@laurel/contract';
import { isStalePlan, useApplyAssignment, usePreviewAssignment } from '../api/auto-assign.ts';
import { leafCategoryOptions } from '../model/category-options.ts';
import { entryNumber } from '../model/judge-filters.ts';
import '../../../i18n/jury.ts';

interface AutoAssignDialogProps {
  categories: CategoryNode[] | undefined;
  /** An entry's title when the page knows it (the unfilled entries are named by number otherwise). */
  titleOf: (id: number) => string;
  onApplied: (plan: AssignmentPlan) => void;
  onClose: () => void;
}

const PER_ENTRY_DEFAULT = 3;

/**
 * The automatic assignment (docs/product.md#assignment): how many sub-judges each entry gets and,
 * optionally, one category → the plan as it would be made → Apply, which sends the preview's
 * `planId`, so what is applied is what was seen. A plan gone stale (409) is previewed again and
 * shown with a note, to be checked and applied anew.
 */
export function AutoAssignDialog({ categories, titleOf, onApplied, onClose }: AutoAssignDialogProps) {
  const { t } = useTranslation('jury');
  const [perEntry, setPerEntry] = useState<number | null>(PER_ENTRY_DEFAULT);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [plan, setPlan] = useState<AssignmentPlan | null>(null);
  const [stale, setStale] = useState(false);
  const preview = usePreviewAssignment();
  const apply = useApplyAssignment();
  const options = [{ value: 0, label: t('auto.allCategories') }, ...leafCategoryOptions(categories)];

  const runPreview = async () => {
    if (!perEntry) return;
    setPlan(null);
    try {
      setPlan(await preview.mutateAsync({ perEntry, ...(categoryId ? { categoryId } : {}) }));
    } catch {
      // The common error handling has said why.
    }
  };

  const runApply = async () => {
    if (!plan) return;
    setStale(false);
    try {
      onApplied(await apply.mutateAsync({ perEntry: plan.perEntry, planId: plan.planId, ...(categoryId ? { categoryId } : {}) }));
    } catch (error) {
      if (isStalePlan(error)) {
        setStale(true);
        await runPreview();
      }
    }
  };

  // A change of the inputs makes the shown plan another one's: it has to be previewed again.
  const changeInputs = (next: () => void) => {
    next();
    setPlan(null);
    setStale(false);
  };

  return (
    <Modal
      open
      title={t('auto.title')}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>,
        <Button key="apply" type="primary" disabled={!plan || plan.assignments.length === 0} loading={apply.isPending} onClick={() => void runApply()}>
          {t('auto.apply')}
        </Button>,
      ]}
    >
      <p className="jury-dialog__lead">{t('auto.lead')}</p>
      <form
        className="jury-auto__form"
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <div className="jury-filter">
          <label htmlFor="auto-per-entry">{t('auto.perEntry')}</label>
          <InputNumber
            id="auto-per-entry"
            min={1}
            max={SUB_JUDGES_PER_ENTRY_MAX}
            precision={0}
            value={perEntry}
            onChange={(value) => changeInputs(() => setPerEntry(value))}
          />
        </div>
        <div className="jury-filter jury-filter--wide">
          <label htmlFor="auto-category">{t('auto.category')}</label>
          <Select
            id="auto-category"
            value={categoryId ?? 0}
            options={options}
            onChange={(value: number) => changeInputs(() => setCategoryId(value || null))}
            popupMatchSelectWidth={false}
          />
        </div>
        <Button htmlType="submit" loading={preview.isPending} disabled={!perEntry}>
          {t('auto.preview')}
        </Button>
      </form>

      {stale ? <Alert className="jury-auto__stale" type="warning" showIcon role="alert" title={t('auto.stale')} /> : null}
      {plan ? <PlanPreview plan={plan} titleOf={titleOf} /> : null}
    </Modal>
  );
}

function PlanPreview({ plan, titleOf }: { plan: AssignmentPlan; titleOf: (id: number) => string }) {
  const { t } = useTranslation('jury');
  const added = plan.subJudges.reduce((sum, s) => sum + s.added, 0);
  return (
    <section className="jury-plan" aria-labelledby="plan-heading" data-testid="assignment-plan">
      <h3 id="plan-heading" className="jury-plan__heading">
        {t('auto.summary', { count: plan.entries, added, perEntry: plan.perEntry })}
      </h3>
      {plan.subJudges.length > 0 ? (
        <div className="jury-scroll" role="region" aria-label={t('auto.loads')} tabIndex={0}>
          <table className="jury-stats">
            <caption className="sr-only">{t('auto.loads')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('auto.subJudge')}</th>
                <th scope="col" className="num">{t('auto.before')}</th>
                <th scope="col" className="num">{t('auto.added')}</th>
                <th scope="col" className="num">{t('auto.after')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.subJudges.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.name}</th>
                  <td className="num">{s.before}</td>
                  <td className="num">{s.added > 0 ? `+${s.added}` : '0'}</td>
                  <td className="num">{s.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {plan.unfilled.length > 0 ? (
        <>
          <h4 className="jury-plan__subheading">{t('auto.unfilled', { count: plan.unfilled.length })}</h4>
          <ul className="jury-plan__unfilled">
            {plan.unfilled.map((u) => (
              <li key={u.applyOrderId}>
                <span className="jury-num">{entryNumber(u.applyOrderId)}</span> {titleOf(u.applyOrderId)}
                {': '}
                {t('auto.missing', { count: u.missing })} — {u.reason}
              </li>
            ))}
          </ul>
        </>
      ) : plan.entries > 0 ? (
        <p className="jury-muted">{t('auto.allFilled')}</p>
      ) : null}
      {plan.explanation.length > 0 ? (
        <>
          <h4 className="jury-plan__subheading">{t('auto.how')}</h4>
          <ul className="jury-plan__explanation">
            {plan.explanation.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
