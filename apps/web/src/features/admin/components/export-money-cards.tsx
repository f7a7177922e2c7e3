import { useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportProvider, FeeKind, PaymentStatus, type AdminSeason, type ExportDocumentsQuery, type ExportPaymentsQuery } from '@laurel/contract';
import { useExportDownload } from '../model/use-export-download.ts';
import { ExportCard } from './export-card.tsx';
import { AnySelect, DayRange, ExportField, given } from './export-field.tsx';
import '../../../i18n/admin-exports.ts';

/** Money exports may span every season: the page's season, or all of them. */
function SeasonOrAll({ seasons, value, onChange }: { seasons: readonly AdminSeason[]; value: number | 'all'; onChange: (v: number | 'all') => void }) {
  const { t } = useTranslation('admin-exports');
  return (
    <ExportField label={t('season')}>
      <Select<number | 'all'>
        aria-label={t('season')}
        value={value}
        onChange={onChange}
        options={[{ value: 'all' as const, label: t('allSeasons') }, ...seasons.map((s) => ({ value: s.id, label: `${s.year} · ${s.name}` }))]}
      />
    </ExportField>
  );
}

interface MoneyProps {
  seasons: readonly AdminSeason[];
  seasonId: number | null;
}

/** Payment orders with their refunds: season, provider, status, fee and the day opened. */
export function ExportPaymentsCard({ seasons, seasonId }: MoneyProps) {
  const { t } = useTranslation('admin-exports');
  const [season, setSeason] = useState<number | 'all'>(seasonId ?? 'all');
  const [provider, setProvider] = useState('');
  const [status, setStatus] = useState('');
  const [feeKind, setFeeKind] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const { download, start, cancel } = useExportDownload('payments');
  const query = () => given({ seasonId: season === 'all' ? undefined : season, provider, status, feeKind, ...range });
  return (
    <ExportCard kind="payments" permission="money" download={download} onDownload={() => void start(query() as ExportPaymentsQuery)} onCancel={cancel}>
      <SeasonOrAll seasons={seasons} value={season} onChange={setSeason} />
      <AnySelect label={t('payments.provider')} value={provider} onChange={setProvider} options={ExportProvider.options.map((p) => ({ value: p, label: p }))} />
      <AnySelect label={t('payments.status')} value={status} onChange={setStatus} options={PaymentStatus.options.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))} />
      <AnySelect label={t('payments.feeKind')} value={feeKind} onChange={setFeeKind} options={FeeKind.options.map((k) => ({ value: k, label: t(`feeKind.${k}`) }))} />
      <DayRange from={range.from} to={range.to} onChange={setRange} help={t('payments.dayHelp')} />
    </ExportCard>
  );
}

/** Invoices and credit notes: season, kind and the day issued. */
export function ExportDocumentsCard({ seasons, seasonId }: MoneyProps) {
  const { t } = useTranslation('admin-exports');
  const [season, setSeason] = useState<number | 'all'>(seasonId ?? 'all');
  const [kind, setKind] = useState('');
  const [range, setRange] = useState({ from: '', to: '' });
  const { download, start, cancel } = useExportDownload('documents');
  const query = () => given({ seasonId: season === 'all' ? undefined : season, kind, ...range });
  return (
    <ExportCard kind="documents" permission="money" download={download} onDownload={() => void start(query() as ExportDocumentsQuery)} onCancel={cancel}>
      <SeasonOrAll seasons={seasons} value={season} onChange={setSeason} />
      <AnySelect
        label={t('documents.kind')}
        value={kind}
        onChange={setKind}
        options={(['invoice', 'credit_note'] as const).map((k) => ({ value: k, label: t(`documents.${k}`) }))}
      />
      <DayRange from={range.from} to={range.to} onChange={setRange} help={t('documents.dayHelp')} />
    </ExportCard>
  );
}
