import { useEffect, useState } from 'react';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENTRY_FLAGS, ENTRY_SORTS, EntryStatus, FeeStatus, KEYWORD_MAX, type EntrySort } from '@laurel/contract';
import { useAdminAwardLevels } from '../api/award-levels.ts';
import { useAdminCategories } from '../api/categories.ts';
import type { EntryFilterValues, FilterKey } from '../model/use-entry-filters.ts';
import { PhoneFold } from './phone-fold.tsx';
import '../../../i18n/admin-entries.ts';

interface EntryFiltersProps {
  seasonId: number;
  values: EntryFilterValues;
  sort: EntrySort;
  onChange: (change: EntryFilterValues & { sort?: EntrySort }) => void;
  onClear: () => void;
}

/**
 * Every field of `EntryFilter` and the order: a choice applies at once; the text and the country
 * are sent on Enter or the Search button, not on every key.
 */
export function EntryFilters({ seasonId, values, sort, onChange, onClear }: EntryFiltersProps) {
  const { t } = useTranslation('admin-entries');
  const categories = useAdminCategories(seasonId);
  const levels = useAdminAwardLevels(seasonId);
  const { i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  const [q, setQ] = useState(values.q ?? '');
  const [country, setCountry] = useState(values.country ?? '');
  useEffect(() => setQ(values.q ?? ''), [values.q]);
  useEffect(() => setCountry(values.country ?? ''), [values.country]);
  const any = { value: '', label: t('list.any') };
  const choice = (key: FilterKey, label: string, options: { value: string; label: string }[]) => (
    <label className="entries-filters__field">
      <span>{label}</span>
      <Select<string> aria-label={label} value={values[key] ?? ''} onChange={(v) => onChange({ q, country, [key]: v })} options={[any, ...options]} popupMatchSelectWidth={false} />
    </label>
  );
  const fees = FeeStatus.options.map((s) => ({ value: s, label: t(`feeStatus.${s}`) }));
  // What the fold hides on a phone, counted on its toggle so a filter in use is never out of mind.
  const inUse = Object.entries(values).filter(([key, v]) => key !== 'q' && v).length + (sort === 'newest' ? 0 : 1);
  return (
    <form
      role="search"
      aria-label={t('list.filters')}
      className="console-section entries-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: q.trim(), country: country.trim().toUpperCase() });
      }}
    >
      <label className="entries-filters__field entries-filters__field--wide">
        <span>{t('list.searchLabel')}</span>
        <Input value={q} onChange={(e) => setQ(e.target.value)} maxLength={KEYWORD_MAX} allowClear />
      </label>
      <PhoneFold filtersInUse={inUse}>
        {choice(
          'categoryId',
          t('list.category'),
          (categories.data ?? []).filter((c) => c.parentId !== null).map((c) => ({ value: String(c.id), label: zh && c.nameZh ? c.nameZh : c.name })),
        )}
        {choice('status', t('list.status'), EntryStatus.options.map((s) => ({ value: s, label: t(`status.${s}`) })))}
        {choice('entryFeeStatus', t('list.entryFee'), fees)}
        {choice('winnerPackageFeeStatus', t('list.winnerFee'), fees)}
        {choice('additionalTrophyFeeStatus', t('list.trophyFee'), fees)}
        <label className="entries-filters__field">
          <span>{t('list.country')}</span>
          <Input value={country} onChange={(e) => setCountry(e.target.value)} placeholder="CN, GB…" />
        </label>
        {choice('award', t('list.award'), [
          ...(levels.data ?? []).map((l) => ({ value: String(l.id), label: zh && l.nameZh ? l.nameZh : l.name })),
          { value: 'none', label: t('list.noAward') },
        ])}
        {choice('flag', t('list.flag'), ENTRY_FLAGS.map((f) => ({ value: f, label: t(`flags.${f}`) })))}
        <label className="entries-filters__field">
          <span>{t('list.sort')}</span>
          <Select<EntrySort> aria-label={t('list.sort')} value={sort} onChange={(v) => onChange({ sort: v })} options={ENTRY_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) }))} popupMatchSelectWidth={false} />
        </label>
      </PhoneFold>
      <div className="entries-filters__buttons">
        <Button type="primary" htmlType="submit">
          {t('list.search')}
        </Button>
        <Button onClick={onClear}>{t('list.clear')}</Button>
      </div>
    </form>
  );
}
