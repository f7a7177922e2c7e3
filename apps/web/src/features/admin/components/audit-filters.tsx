import { useState } from 'react';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTION_MAX, AUDIT_SUBJECT_MAX } from '@laurel/contract';
import type { AuditFilters } from '../model/use-audit-filters.ts';
import '../../../i18n/admin-audit.ts';

const FIELDS: readonly {
  key: keyof AuditFilters;
  type?: string;
  inputMode?: 'numeric';
  max?: number;
  placeholder?: string;
}[] = [
  { key: 'actorId', inputMode: 'numeric', max: 10 },
  { key: 'entryId', inputMode: 'numeric', max: 10 },
  { key: 'subjectType', max: AUDIT_SUBJECT_MAX, placeholder: 'payment_order' },
  { key: 'subjectId', max: AUDIT_SUBJECT_MAX },
  { key: 'action', max: AUDIT_ACTION_MAX, placeholder: 'payment.' },
  { key: 'from', type: 'date' },
  { key: 'to', type: 'date' },
];

/**
 * The audit log's filters, typed here and applied on Enter or the button (they live in the URL).
 * The page gives it a key made of the URL's filters, so a link followed or the back button shows
 * what the URL now filters by.
 */
export function AuditFiltersForm({
  filters,
  active,
  onApply,
}: {
  filters: AuditFilters;
  active: boolean;
  onApply: (next: Partial<AuditFilters>) => void;
}) {
  const { t } = useTranslation('admin-audit');
  const [typed, setTyped] = useState(filters);
  // Seven fields fill a phone's screen before the first change: there they start folded, unless
  // the URL already filters (then what it filters by is shown).
  const [open] = useState(() => active || window.matchMedia('(min-width: 576px)').matches);
  return (
    <details className="console-section audit-filters-fold" open={open}>
      <summary>{t('audit.filters')}</summary>
      <form
        role="search"
        aria-label={t('audit.filters')}
        className="audit-filters"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(typed);
        }}
      >
        {FIELDS.map((f) => (
          <label key={f.key} className="audit-filters__field">
            <span>{t(`audit.${f.key}`)}</span>
            <Input
              value={typed[f.key]}
              onChange={(e) => setTyped({ ...typed, [f.key]: e.target.value })}
              type={f.type ?? 'text'}
              inputMode={f.inputMode}
              maxLength={f.max}
              placeholder={f.placeholder}
              autoComplete="off"
            />
          </label>
        ))}
        <div className="audit-filters__buttons">
          <Button type="primary" htmlType="submit">
            {t('audit.apply')}
          </Button>
          {active ? <Button onClick={() => onApply({})}>{t('audit.clear')}</Button> : null}
        </div>
      </form>
    </details>
  );
}
