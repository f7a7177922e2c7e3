import type { ReactNode } from 'react';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../i18n/admin-exports.ts';

/** A labelled filter of an export card: the label above its control. */
export function ExportField({ label, help, children }: { label: string; help?: string; children: ReactNode }) {
  return (
    <label className="export-field">
      <span>{label}</span>
      {children}
      {help ? <small className="console-muted">{help}</small> : null}
    </label>
  );
}

/** A choice of one value or "Any" (empty), labelled for screen readers as for the eye. */
export function AnySelect<T extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  options: readonly { value: T; label: string }[];
}) {
  const { t } = useTranslation('admin-exports');
  return (
    <ExportField label={label}>
      <Select<T | ''> aria-label={label} value={value} onChange={onChange} options={[{ value: '' as const, label: t('any') }, ...options]} />
    </ExportField>
  );
}

/** From and to days (UTC), as the browser's own date inputs. */
export function DayRange({ from, to, onChange, help }: { from: string; to: string; onChange: (range: { from: string; to: string }) => void; help: string }) {
  const { t } = useTranslation('admin-exports');
  return (
    <>
      <ExportField label={t('from')} help={help}>
        <Input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value, to })} />
      </ExportField>
      <ExportField label={t('to')}>
        <Input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ from, to: e.target.value })} />
      </ExportField>
    </>
  );
}

/** The query without the filters left empty. */
export const given = <T extends Record<string, unknown>>(query: T): T =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as T;
