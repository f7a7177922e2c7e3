import { useState } from 'react';
import { Button, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EntryStatus, FeeStatus, KEYWORD_MAX, type EntryFilterQuery } from '@laurel/contract';
import { useExportDownload } from '../model/use-export-download.ts';
import { ExportCard } from './export-card.tsx';
import { AnySelect, ExportField, given } from './export-field.tsx';
import '../../../i18n/admin-exports.ts';

/** The entries table's filter fields this card does not edit itself, carried from its link. */
const TABLE_FIELDS = ['categoryId', 'winnerPackageFeeStatus', 'additionalTrophyFeeStatus', 'country', 'award', 'flag', 'ids'] as const;

/**
 * The entries export. The entries table links here with its filter in the address
 * (`/admin/exports?season=…&status=…`): status, entry fee and text are editable here, the rest of
 * the table's filter (and a chosen set of ids) is shown and kept until cleared.
 */
export function ExportEntriesCard({ seasonId }: { seasonId: number | null }) {
  const { t } = useTranslation('admin-exports');
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState(params.get('status') ?? '');
  const [entryFee, setEntryFee] = useState(params.get('entryFeeStatus') ?? '');
  const [q, setQ] = useState(params.get('q') ?? '');
  const { download, start, cancel } = useExportDownload('entries');
  const fromTable = TABLE_FIELDS.flatMap((key) => {
    const value = params.get(key);
    return value ? [{ key, value }] : [];
  });
  const clearTable = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of TABLE_FIELDS) next.delete(key);
      return next;
    });
  const query = (): EntryFilterQuery & { ids?: string } =>
    given({ seasonId: seasonId ?? 0, status, entryFeeStatus: entryFee, q: q.trim(), ...Object.fromEntries(fromTable.map((f) => [f.key, f.value])) }) as EntryFilterQuery;
  return (
    <ExportCard kind="entries" permission="people" download={download} onDownload={() => void start(query())} onCancel={cancel}>
      <AnySelect
        label={t('entries.status')}
        value={status}
        onChange={setStatus}
        options={EntryStatus.options.map((s) => ({ value: s, label: t(`entryStatus.${s}`) }))}
      />
      <AnySelect label={t('entries.entryFee')} value={entryFee} onChange={setEntryFee} options={FeeStatus.options.map((s) => ({ value: s, label: t(`feeStatus.${s}`) }))} />
      <ExportField label={t('entries.search')}>
        <Input value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('entries.searchPlaceholder')} maxLength={KEYWORD_MAX} allowClear />
      </ExportField>
      {fromTable.length ? (
        <div className="export-card__table-filter">
          <span>{t('entries.fromTable')}</span>{' '}
          {fromTable.map((f) => (
            <Tag key={f.key}>{f.key === 'ids' ? t('entries.chosen', { count: f.value.split(',').length }) : `${f.key} = ${f.value}`}</Tag>
          ))}
          <Button size="small" onClick={clearTable}>
            {t('entries.clearTable')}
          </Button>
        </div>
      ) : null}
    </ExportCard>
  );
}
