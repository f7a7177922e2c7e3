import { useState } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AwardOverview, CategoryNode } from '@laurel/contract';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { countFilters, filterHref, NO_FILTERS, type WinnerFilters } from '../model/winner-filters.ts';
import { FilterChips, useChipSets } from './filter-chips.tsx';
import { FilterSearch } from './filter-search.tsx';
import { FilterSheet } from './filter-sheet.tsx';

interface WinnerFilterBarProps {
  params: URLSearchParams;
  filters: WinnerFilters;
  award: AwardOverview | undefined;
  categories: CategoryNode[] | undefined;
  /** Winners matching the filters, once known. */
  total: number | undefined;
  onChange: (next: Partial<WinnerFilters>) => void;
}

/**
 * The gallery's filters, kept in the URL (docs/product.md#winner-pages), in a bar that stays
 * under the header: on wide screens season and category chips with a compact award level and
 * search; on phones one "Filters (n)" button opening a sheet with the same filters, so the
 * first winners are on the first screen.
 */
export function WinnerFilterBar({ params, filters, award, categories, total, onChange }: WinnerFilterBarProps) {
  const { t } = useTranslation('site');
  const chips = useChipSets(params, filters, award, categories);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const count = countFilters(filters);
  const clearHref = count > 0 ? filterHref(params, filters, NO_FILTERS) : null;
  // The sheet gives focus back to this button when it closes (lib/use-modal-focus.ts).
  const close = () => setOpen(false);

  return (
    <div className="filter-bar">
      <div className="container filter-bar__inner">
        <div className="filter-bar__wide" role="group" aria-label={t('winners.filters')}>
          <div className="filter-bar__row">
            <FilterChips label={t('winners.season')} chips={chips.seasons} />
            <FilterSearch filters={filters} award={award} withLevel onChange={onChange} />
          </div>
          <div className="filter-bar__row filter-bar__row--categories">
            <FilterChips label={t('winners.category')} chips={chips.groups} />
            {clearHref ? (
              <Link to={clearHref} className="filter-bar__clear" preventScrollReset>
                {t('winners.clear')}
              </Link>
            ) : null}
          </div>
          {chips.groupName ? (
            <FilterChips
              className="chip-group--sub"
              label={t('winners.categoriesOf', { group: chips.groupName })}
              chips={chips.children}
            />
          ) : null}
        </div>
        <div className="filter-bar__narrow">
          <button
            type="button"
            className="filter-bar__open"
            aria-haspopup="dialog"
            // A sheet needs the app; until it runs the button says it is not ready yet.
            disabled={!hydrated}
            onClick={() => setOpen(true)}
          >
            <FilterOutlined aria-hidden="true" />
            {count > 0 ? t('winners.filtersCount', { count }) : t('winners.filtersButton')}
          </button>
          {clearHref ? (
            <Link to={clearHref} className="filter-bar__clear" preventScrollReset>
              {t('winners.clear')}
            </Link>
          ) : null}
        </div>
      </div>
      {open ? (
        <FilterSheet
          chips={chips}
          filters={filters}
          award={award}
          total={total}
          clearHref={clearHref}
          onChange={onChange}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
