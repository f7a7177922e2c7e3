import { useId, type FormEvent } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX, type AwardOverview } from '@laurel/contract';
import type { WinnerFilters } from '../model/winner-filters.ts';

/**
 * The award level and the keyword, compact: a GET form to `/winner` with the other filters as
 * hidden fields, so it works before the app runs (apps/web/src/app/README.md#server-rendering). Once
 * it runs, a new level applies at once and a search goes to the URL without a page load. The
 * fields are uncontrolled (keyed by the URL's values), so hydration never drops what was typed.
 */
export function FilterSearch({
  filters,
  award,
  withLevel,
  onChange,
}: {
  filters: WinnerFilters;
  award: AwardOverview | undefined;
  /** The award level as a select (desktop); the phone's sheet has chips for it. */
  withLevel: boolean;
  onChange: (patch: Partial<WinnerFilters>) => void;
}) {
  const { t } = useTranslation('site');
  const id = useId();
  const levels = (award?.levels ?? []).slice().sort((a, b) => a.rank - b.rank);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChange({ keyword: String(data.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX) });
  };

  return (
    <form className="filter-search" action="/winner" method="get" role="search" aria-label={t('winners.searchLabel')} onSubmit={submit}>
      {filters.year ? <input type="hidden" name="year" value={filters.year} /> : null}
      {filters.categoryId ? <input type="hidden" name="categoryId" value={filters.categoryId} /> : null}
      {withLevel ? (
        <>
          <label htmlFor={`${id}-award`} className="sr-only">{t('winners.award')}</label>
          <select
            key={filters.awardLevelId ?? ''}
            id={`${id}-award`}
            name="awardLevelId"
            className="filter-search__select"
            defaultValue={filters.awardLevelId ?? ''}
            onChange={(event) => onChange({ awardLevelId: Number(event.target.value) || null })}
          >
            <option value="">{t('winners.allAwards')}</option>
            {levels.map((l) => (
              <option key={l.id} value={l.id}>{l.name}</option>
            ))}
          </select>
        </>
      ) : filters.awardLevelId ? (
        <input type="hidden" name="awardLevelId" value={filters.awardLevelId} />
      ) : null}
      <span className="filter-search__field">
        <label htmlFor={`${id}-keyword`} className="sr-only">{t('winners.keyword')}</label>
        <input
          key={filters.keyword}
          id={`${id}-keyword`}
          className="filter-search__input"
          type="search"
          name="keyword"
          defaultValue={filters.keyword}
          maxLength={KEYWORD_MAX}
          placeholder={t('winners.keywordPlaceholder')}
          enterKeyHint="search"
        />
        <button type="submit" className="filter-search__submit" aria-label={t('winners.submitSearch')}>
          <SearchOutlined aria-hidden="true" />
        </button>
      </span>
    </form>
  );
}
