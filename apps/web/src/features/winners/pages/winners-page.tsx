import { useRef } from 'react';
import { Button, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { WinnerCard } from '../../../components/winner-card.tsx';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useAwardOverview } from '../api/get-award.ts';
import { useWinnerList } from '../api/list-winners.ts';
import { WinnerFilterBar } from '../components/winner-filter-bar.tsx';
import {
  hasFilters,
  NO_FILTERS,
  readFilters,
  toQuery,
  WINNERS_PAGE_SIZE,
  writeFilters,
  type WinnerFilters,
} from '../model/winner-filters.ts';
import './winners.css';

/**
 * The winners' gallery (docs/product.md#winner-pages): a short intro, the sticky filter bar and
 * large tiles, three a row on wide screens and two on phones, with filters and page in the URL.
 */
export default function WinnersPage() {
  const { t } = useTranslation(['site', 'common']);
  useMetaDescription(t('meta.winners'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const award = useAwardOverview();
  const categories = useCategoryTree();
  const list = useWinnerList(toQuery(filters));
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const update = (next: WinnerFilters) => setParams(writeFilters(params, next), { preventScrollReset: true });
  const change = (patch: Partial<WinnerFilters>) => update({ ...filters, ...patch, page: 1 });
  const clear = () => update({ ...NO_FILTERS, page: 1 });
  const goToPage = (page: number) => {
    update({ ...filters, page });
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    resultsRef.current?.focus({ preventScroll: true });
  };

  const filtered = hasFilters(filters);
  const data = list.data;

  return (
    <>
      <section className="winners-intro">
        <div className="container">
          <p className="eyebrow winners-intro__eyebrow">{t('winners.eyebrow')}</p>
          <h1 className="winners-intro__title">{t('common:title.winner')}</h1>
          <p className="winners-intro__lead">{t('winners.lead')}</p>
        </div>
      </section>
      <WinnerFilterBar
        params={params}
        filters={filters}
        award={award.data}
        categories={categories.data}
        total={data?.total}
        onChange={change}
      />
      <div className="container winners">
        <h2 className="winners__count" ref={resultsRef} tabIndex={-1} aria-live="polite">
          {data ? t('winners.count', { count: data.total }) : ''}
        </h2>

        {list.isError && !data ? (
          <LoadError title={t('winners.loadError')} onRetry={list.refetch} />
        ) : !data ? (
          <ul className="card-grid winners__grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
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
            <ul className="card-grid winners__grid" aria-busy={list.isFetching} data-testid="winner-grid">
              {data.list.map((winner, i) => (
                <li key={winner.id}>
                  <WinnerCard winner={winner} eager={i === 0} sizes={TILE_SIZES} />
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

/** The tiles' width in winners.css: a third of the 1152 px container, half a phone. */
const TILE_SIZES = '(max-width: 359px) calc(100vw - 40px), (max-width: 899px) calc(50vw - 30px), (max-width: 1200px) calc(33vw - 32px), 368px';
