import { useEffect, useId, useState } from 'react';
import { Badge, Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX, type AwardLevel, type CategoryNode } from '@laurel/contract';
import { filterCategoryOptions } from '../model/category-options.ts';
import {
  activeFilterCount,
  ENTRY_STATUSES,
  FEE_FILTERS,
  FEE_STATUSES,
  PROGRESSES,
  SORTS,
  type JudgeFilters,
} from '../model/judge-filters.ts';
import '../../../i18n/jury.ts';

interface JudgeFilterBarProps {
  filters: JudgeFilters;
  categories: CategoryNode[] | undefined;
  awardLevels: AwardLevel[] | undefined;
  onChange: (patch: Partial<JudgeFilters>) => void;
  onClear: () => void;
}

const ALL = '' as const;

/** One filter's label and control, and a select with an "all" choice; ids under `id`. */
function filterControls(id: string) {
  const field = (name: string, label: string, control: React.ReactNode, wide = false) => (
    <div key={name} className={`jury-filter${wide ? ' jury-filter--wide' : ''}`}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
    </div>
  );
  const select = <T extends string | number>(
    name: string,
    value: T | null,
    options: { value: T; label: string; className?: string }[],
    allLabel: string,
    onPick: (value: T | null) => void,
  ) => (
    <Select<T | typeof ALL>
      id={`${id}-${name}`}
      value={value ?? ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onChange={(picked) => onPick(picked === ALL ? null : (picked as T))}
      popupMatchSelectWidth={false}
    />
  );
  return { field, select };
}

interface MoreFiltersProps {
  id: string;
  open: boolean;
  filters: JudgeFilters;
  awardLevels: AwardLevel[] | undefined;
  onChange: (patch: Partial<JudgeFilters>) => void;
}

/** The filters that open on request: the fees, the award and "shown". */
function MoreFilters({ id, open, filters, awardLevels, onChange }: MoreFiltersProps) {
  const { t } = useTranslation('jury');
  const { field, select } = filterControls(id);
  return (
    <div className="jury-filters__row" id={`${id}-more`} hidden={!open}>
      {FEE_FILTERS.map((fee) =>
        field(
          fee,
          t(`filters.${fee}`),
          select(
            fee,
            filters[fee],
            FEE_STATUSES.map((s) => ({ value: s, label: t(`feeStatus.${s}`) })),
            t('filters.any'),
            (v) => onChange({ [fee]: v }),
          ),
        ),
      )}
      {field(
        'award',
        t('filters.award'),
        select(
          'award',
          filters.awardLevelId,
          (awardLevels ?? []).map((level) => ({ value: level.id, label: level.name })),
          t('filters.any'),
          (v) => onChange({ awardLevelId: v }),
        ),
      )}
      {field(
        'shown',
        t('filters.shown'),
        select(
          'shown',
          filters.isShow === null ? null : filters.isShow ? 'yes' : 'no',
          [
            { value: 'yes', label: t('shown.yes') },
            { value: 'no', label: t('shown.no') },
          ],
          t('filters.any'),
          (v) => onChange({ isShow: v === null ? null : v === 'yes' }),
        ),
      )}
    </div>
  );
}

/**
 * The table's filters and order. The ones used most (keyword, category, status, progress, order)
 * are always there; the fees, award and "shown" open on request, and say how many are set.
 * Every change goes to the URL, the page's state.
 */
export function JudgeFilterBar({ filters, categories, awardLevels, onChange, onClear }: JudgeFilterBarProps) {
  const { t } = useTranslation('jury');
  const id = useId();
  const [keyword, setKeyword] = useState(filters.keyword);
  // The URL wins when it changes from outside (back button, "clear filters").
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const moreSet = [...FEE_FILTERS, 'awardLevelId', 'isShow'].filter(
    (key) => filters[key as keyof JudgeFilters] !== null,
  ).length;
  const [more, setMore] = useState(moreSet > 0);
  const count = activeFilterCount(filters);

  const { field, select } = filterControls(id);

  return (
    <form
      className="jury-filters"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ keyword: keyword.trim() });
      }}
    >
      <div className="jury-filters__row">
        {field(
          'keyword',
          t('filters.keyword'),
          <Input.Search
            id={`${id}-keyword`}
            value={keyword}
            maxLength={KEYWORD_MAX}
            placeholder={t('filters.keywordPlaceholder')}
            allowClear
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => onChange({ keyword: value.trim() })}
          />,
          true,
        )}
        {field(
          'category',
          t('filters.category'),
          select('category', filters.categoryId, filterCategoryOptions(categories), t('filters.allCategories'), (v) =>
            onChange({ categoryId: v }),
          ),
        )}
        {field(
          'status',
          t('filters.status'),
          select(
            'status',
            filters.status,
            ENTRY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            t('filters.any'),
            (v) => onChange({ status: v }),
          ),
        )}
        {field(
          'progress',
          t('filters.progress'),
          select(
            'progress',
            filters.progress,
            PROGRESSES.map((p) => ({ value: p, label: t(`progress.${p}`) })),
            t('filters.any'),
            (v) => onChange({ progress: v }),
          ),
        )}
        {field(
          'sort',
          t('filters.sort'),
          <Select
            id={`${id}-sort`}
            value={filters.sort}
            options={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
            onChange={(sort) => onChange({ sort })}
            popupMatchSelectWidth={false}
          />,
        )}
        {/* In the fields' row: on a desktop the toggles take no line of their own (jury.css). */}
        <div className="jury-filters__toggles">
          <Button
            type="link"
            size="small"
            aria-expanded={more}
            aria-controls={`${id}-more`}
            onClick={() => setMore(!more)}
          >
            {more ? t('filters.fewer') : t('filters.more')}
            {moreSet > 0 ? <Badge count={moreSet} size="small" className="jury-filters__badge" /> : null}
          </Button>
          {count > 0 ? (
            <Button type="link" size="small" onClick={onClear}>
              {t('filters.clear', { count })}
            </Button>
          ) : null}
        </div>
      </div>
      <MoreFilters id={id} open={more} filters={filters} awardLevels={awardLevels} onChange={onChange} />
    </form>
  );
}
