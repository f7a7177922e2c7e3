import { useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ENTRY_STEPS, type EntryDetail } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useCategories } from '../../../lib/categories.ts';
import { useEntry } from '../../../lib/queries/entry-query.ts';
import { useRegistrationTime } from '../api/registration-time.ts';
import { EntrySubmitted } from '../components/entry-submitted.tsx';
import { EntryWizard } from '../components/entry-wizard.tsx';
import { RegistrationClosed } from '../components/registration-closed.tsx';
import '../components/entries.css';
import '../../../i18n/entries.ts';

const idFrom = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /steps (auth; the category tree is loaded by the route): a new entry, or with
 * `?apply_order_id=N` the saved draft, resumed at its step (or at `&step=` from the preview).
 */
export default function StepsPage() {
  const { t } = useTranslation('entries');
  const tree = useCategories();
  const [params] = useSearchParams();
  const id = idFrom(params.get('apply_order_id'));
  const registration = useRegistrationTime();
  const entry = useEntry(id);
  /** The entry this page created: the URL gains its id, but the steps carry on as they are. */
  const created = useRef<number | null>(null);
  /** The entry submitted on this page: its confirmation stays, though the entry is now locked. */
  const [submitted, setSubmitted] = useState<EntryDetail | null>(null);
  // Back to a bare /steps (the header's "new entry") after a draft: a fresh wizard.
  const generation = useRef(0);
  const previousId = useRef(id);
  if (previousId.current !== null && id === null) {
    generation.current += 1;
    created.current = null;
  }
  previousId.current = id;

  const body = () => {
    if (submitted && submitted.id === id) return <EntrySubmitted entry={submitted} />;
    if (registration.isPending || (id !== null && entry.isPending)) {
      return (
        <div className="steps-loading">
          <Spin description={t('loading')} />
        </div>
      );
    }
    if (registration.isError || entry.isError) {
      return (
        <InlineState
          role="alert"
          title={t('loadFailed')}
          action={<ButtonLink to="/account">{t('closed.toAccount')}</ButtonLink>}
        />
      );
    }
    if (!registration.data.isOpen) return <RegistrationClosed window={registration.data} />;
    if (entry.data && !entry.data.canEdit) {
      return (
        <InlineState
          title={t('locked.title')}
          body={t('locked.body')}
          action={
            <ButtonLink type="primary" to={`/preview?apply_order_id=${entry.data.id}`}>
              {t('locked.view')}
            </ButtonLink>
          }
        />
      );
    }
    const asked = Number(params.get('step'));
    const saved = entry.data?.draftStep ?? 0;
    const start = params.has('step') && Number.isInteger(asked) && asked >= 0 && asked < ENTRY_STEPS.length ? asked : saved;
    // Keyed by entry: opening another draft (or a new entry) starts from its own saved state.
    const fresh = id === null || id === created.current;
    const key = fresh ? `new-${generation.current}` : String(id);
    return (
      <EntryWizard
        key={key}
        tree={tree}
        entry={fresh ? null : (entry.data ?? null)}
        startStep={Math.min(start, ENTRY_STEPS.length - 1)}
        onCreated={(newId) => {
          created.current = newId;
        }}
        onSubmitted={setSubmitted}
      />
    );
  };

  return (
    <>
      <PageIntro
        titleKey="title.steps"
        eyebrow={registration.data?.seasonYear ? t('eyebrow', { year: registration.data.seasonYear }) : undefined}
        description={t('lead')}
      />
      <div className="container steps-page">{body()}</div>
    </>
  );
}
