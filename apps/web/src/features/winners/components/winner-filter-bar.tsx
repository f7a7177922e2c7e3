import { useEffect, useId, useState } from 'react';
import { Button, ConfigProvider, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { KEYWORD_MAX, type AwardOverview, type CategoryNode } from '@laurel/contract';
import type { WinnerFilters } from '../model/winner-filters.ts';

interface WinnerFilterBarProps {
  filters: WinnerFilters;
  award: AwardOverview | undefined;
  categories: CategoryNode[] | undefined;
  onChange: (next: Partial<WinnerFilters>) => void;
  onClear: () => void;
  canClear: boolean;
}

/** A group first (its id matches every category in it), then its categories, indented. */
function categoryOptions(tree: CategoryNode[] | undefined, allLabel: string) {
  const options: { value: number | ''; label: string; className?: string }[] = [
    { value: '', label: allLabel },
  ];
  for (const node of tree ?? []) {
    options.push({ value: node.id, label: node.name, className: 'filter-option--group' });
    for (const child of node.children) {
      options.push({ value: child.id, label: child.name, className: 'filter-option--child' });
    }
  }
  return options;
}

/** Season, category, award level and keyword; every change goes to the URL (the page's state). */
export function WinnerFilterBar({
  filters,
  award,
  categories,
  onChange,
  onClear,
  canClear,
}: WinnerFilterBarProps) {
  const { t } = useTranslation('site');
  const id = useId();
  const [keyword, setKeyword] = useState(filters.keyword);
  // The URL wins when it changes from outside (back button, "clear filters").
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const years = [
    { value: '' as const, label: t('winners.allSeasons') },
    ...(award?.winnerYears ?? []).map((y) => ({ value: y, label: String(y) })),
  ];
  const levels = [
    { value: '' as const, label: t('winners.allAwards') },
    ...(award?.levels ?? [])
      .slice()
      .sort((a, b) => a.rank - b.rank)
      .map((l) => ({ value: l.id, label: l.name })),
  ];

  // Until the app runs, the filters do nothing: disabled rather than silently losing what was typed.
  const hydrated = useHydrated();

  return (
    <ConfigProvider componentDisabled={!hydrated}>
      <form
        className="filter-bar"
        role="search"
        aria-label={t('winners.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ keyword: keyword.trim() });
        }}
      >
        <div className="filter-bar__field filter-bar__field--keyword">
          <label htmlFor={`${id}-keyword`}>{t('winners.keyword')}</label>
          <Input.Search
            id={`${id}-keyword`}
            value={keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t('winners.keywordPlaceholder')}
            allowClear
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => onChange({ keyword: value.trim() })}
            enterButton={false}
          />
        </div>
        <div className="filter-bar__field">
          <label htmlFor={`${id}-year`}>{t('winners.season')}</label>
          <Select
            id={`${id}-year`}
            value={filters.year ?? ''}
            options={years}
            onChange={(value: number | '') => onChange({ year: value || null })}
            popupMatchSelectWidth={false}
          />
        </div>
        <div className="filter-bar__field">
          <label htmlFor={`${id}-category`}>{t('winners.category')}</label>
          <Select
            id={`${id}-category`}
            value={filters.categoryId ?? ''}
            options={categoryOptions(categories, t('winners.allCategories'))}
            onChange={(value: number | '') => onChange({ categoryId: value || null })}
            popupMatchSelectWidth={false}
          />
        </div>
        <div className="filter-bar__field">
          <label htmlFor={`${id}-award`}>{t('winners.award')}</label>
          <Select
            id={`${id}-award`}
            value={filters.awardLevelId ?? ''}
            options={levels}
            onChange={(value: number | '') => onChange({ awardLevelId: value || null })}
            popupMatchSelectWidth={false}
          />
        </div>
        {canClear ? (
          <Button type="link" className="filter-bar__clear" onClick={onClear}>
            {t('winners.clear')}
          </Button>
        ) : null}
      </form>
    </ConfigProvider>
  );
}
