import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PEOPLE_SEARCH_MAX, STAFF_ROLES, type ExportPeopleQuery } from '@laurel/contract';
import { useExportDownload } from '../model/use-export-download.ts';
import { ExportCard } from './export-card.tsx';
import { AnySelect, ExportField, given } from './export-field.tsx';
import '../../../i18n/admin.ts';
import '../../../i18n/admin-exports.ts';

/** A season's reviews, one level or both. */
export function ExportReviewsCard({ seasonId }: { seasonId: number | null }) {
  const { t } = useTranslation('admin-exports');
  const [level, setLevel] = useState<'' | 'first' | 'second'>('');
  const { download, start, cancel } = useExportDownload('reviews');
  return (
    <ExportCard kind="reviews" permission="read" download={download} onDownload={() => void start({ seasonId: seasonId ?? 0, level: level || undefined })} onCancel={cancel}>
      <AnySelect label={t('reviews.level')} value={level} onChange={setLevel} options={(['first', 'second'] as const).map((l) => ({ value: l, label: t(`reviews.${l}`) }))} />
    </ExportCard>
  );
}

/** Accounts, with the people search's filters. */
export function ExportPeopleCard() {
  const { t } = useTranslation('admin-exports');
  const { t: ta } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [country, setCountry] = useState('');
  const [staffRole, setStaffRole] = useState('');
  const { download, start, cancel } = useExportDownload('people');
  const query = () => given({ q: q.trim(), country: country.trim().toUpperCase(), staffRole });
  return (
    <ExportCard kind="people" permission="people" download={download} onDownload={() => void start(query() as ExportPeopleQuery)} onCancel={cancel}>
      <ExportField label={t('people.search')}>
        <Input value={q} onChange={(e) => setQ(e.target.value)} maxLength={PEOPLE_SEARCH_MAX} allowClear />
      </ExportField>
      <ExportField label={t('people.country')}>
        <Input value={country} onChange={(e) => setCountry(e.target.value)} placeholder="CN, GB…" />
      </ExportField>
      <AnySelect
        label={t('people.staffRole')}
        value={staffRole}
        onChange={setStaffRole}
        options={[
          { value: 'any', label: t('people.withRole') },
          ...STAFF_ROLES.map((r) => ({ value: r, label: ta(`roles.${r}`) })),
          { value: 'none', label: t('people.withoutRole') },
        ]}
      />
    </ExportCard>
  );
}
