import { useRef } from 'react';
import { Button, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { WinnerCard } from '../../../components/winner-card.tsx';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useAwardOverview } from '../api/get-award.ts';
import { useWinnerList } from '../api/list-winners.ts';
import { WinnerFilterBar } from '../components/winner-filter-bar.tsx';
import {
  hasFilters,
  readFilters,
  toQuery,
  WINNERS_PAGE_SIZE,
  writeFilters,
  type WinnerFilters,
} from '../model/winner-filters.ts';
import './winners.css';

/** The winners' gallery: an even grid with filters and pages kept in the URL. */
export default function WinnersPage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.winners'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const award = useAwardOverview();
  const categories = useCategoryTree();
  const list = useWinnerList(toQuery(filters));
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const update = (next: WinnerFilters) => setParams(writeFilters(params, next));
  const change = (patch: Partial<WinnerFilters>) => update({ ...filters, ...patch, page: 1 });
  const clear = () => update({ year: null, categoryId: null, awardLevelId: null, keyword: '', page: 1 });
  const goToPage = (page: number) => {
    update({ ...filters, page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  const filtered = hasFilters(filters);
  const data = list.data;

  return (
    <>
      <PageIntro titleKey="title.winner" eyebrow={t('winners.eyebrow')} description={t('winners.lead')} />
      <div className="container winners">
        <WinnerFilterBar
          filters={filters}
          award={award.data}
          categories={categories.data}
          onChange={change}
          onClear={clear}
          canClear={filtered}
        />

        <h2 className="winners__count" ref={resultsRef} tabIndex={-1} aria-live="polite">
          {data ? t('winners.count', { count: data.total }) : ''}
        </h2>

        {list.isError && !data ? (
          <LoadError title={t('winners.loadError')} onRetry={list.refetch} />
        ) : !data ? (
          <ul className="card-grid" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="placeholder-block winners__placeholder" />
            ))}
          </ul>
        ) : data.list.length === 0 ? (
          filtered ? (
            <InlineState
              title={t('winners.emptyTitle')}
              body={t('winners.emptyBody')}
              action={<Button onClick={clear}>{t('winners.clear')}</Button>}
            />
          ) : (
            <InlineState title={t('winners.noneTitle')} body={t('winners.noneBody')} />
          )
        ) : (
          <>
            <ul className="card-grid" aria-busy={list.isFetching} data-testid="winner-grid">
              {data.list.map((winner, i) => (
                <li key={winner.id}>
                  <WinnerCard winner={winner} eager={i === 0} />
                </li>
              ))}
            </ul>
            {data.total > WINNERS_PAGE_SIZE ? (
              <nav className="winners__pages" aria-label={t('winners.pages')}>
                <Pagination
                  current={filters.page}
                  pageSize={WINNERS_PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  onChange={goToPage}
                />
              </nav>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
