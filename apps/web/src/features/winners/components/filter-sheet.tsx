import { useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AwardOverview } from '@laurel/contract';
import { trapFocus, useModalFocus } from '../../../lib/use-modal-focus.ts';
import type { WinnerFilters } from '../model/winner-filters.ts';
import { FilterChips, type ChipSets } from './filter-chips.tsx';
import { FilterSearch } from './filter-search.tsx';

interface FilterSheetProps {
  chips: ChipSets;
  filters: WinnerFilters;
  award: AwardOverview | undefined;
  /** Winners matching the filters, once known: the close button says how many it shows. */
  total: number | undefined;
  clearHref: string | null;
  onChange: (patch: Partial<WinnerFilters>) => void;
  onClose: () => void;
}

/**
 * The phone's filters: a sheet from the bottom, a modal dialog (focus kept inside, Escape closes,
 * focus back on the "Filters" button). A chip applies at once, so the count below updates while
 * the visitor picks; "Show N winners" closes the sheet on the results.
 */
export function FilterSheet({ chips, filters, award, total, clearHref, onChange, onClose }: FilterSheetProps) {
  const { t } = useTranslation('site');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useModalFocus(closeRef);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      trapFocus(event, panelRef.current);
    }
  };

  return createPortal(
    <div className="filter-sheet" onKeyDown={onKeyDown}>
      <div className="filter-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div ref={panelRef} className="filter-sheet__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="filter-sheet__head">
          <h2 id={titleId} className="filter-sheet__title">{t('winners.filtersButton')}</h2>
          <button ref={closeRef} type="button" className="filter-sheet__close" onClick={onClose} aria-label={t('winner.close')}>
            <CloseOutlined aria-hidden="true" />
          </button>
        </div>
        <div className="filter-sheet__body">
          <FilterSearch filters={filters} award={award} withLevel={false} onChange={onChange} />
          <FilterChips label={t('winners.season')} chips={chips.seasons} showLabel />
          <FilterChips label={t('winners.category')} chips={chips.groups} showLabel />
          {chips.groupName ? (
            <FilterChips label={t('winners.categoriesOf', { group: chips.groupName })} chips={chips.children} showLabel />
          ) : null}
          <FilterChips label={t('winners.award')} chips={chips.levels} showLabel />
        </div>
        <div className="filter-sheet__foot">
          {clearHref ? (
            <Link to={clearHref} className="filter-sheet__clear" preventScrollReset>
              {t('winners.clear')}
            </Link>
          ) : null}
          <button type="button" className="filter-sheet__show" onClick={onClose}>
            {total === undefined ? t('winners.showResults') : t('winners.show', { count: total })}
          </button>
        </div>
      </div>
    </div>,
    // Inside the app's root, whose theme variables it uses, but outside the sticky bar, whose
    // stacking context would keep it under the site header.
    document.querySelector('.laurel-app') ?? document.body,
  );
}
