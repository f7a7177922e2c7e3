import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { WinnerDetail } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { isNotFound, useWinnerInfo } from '../api/get-winner-info.ts';
import { MoreWinners } from '../components/more-winners.tsx';
import { WinnerGallery } from '../components/winner-gallery.tsx';
import { WinnerHero } from '../components/winner-hero.tsx';
import { WinnerPager } from '../components/winner-pager.tsx';
import './winners.css';

/** `?apply_order_id=N` (docs/product.md#identifiers) as a positive integer, else null. */
function readId(params: URLSearchParams): number | null {
  const raw = params.get('apply_order_id') ?? '';
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function WinnerNotFound() {
  const { t } = useTranslation('site');
  return (
    <StatusPage
      code="404"
      heading={t('winner.notFoundTitle')}
      body={t('winner.notFoundBody')}
      actions={
        <ButtonLink to="/winner" type="primary" size="large">
          {t('winner.browse')}
        </ButtonLink>
      }
    />
  );
}

function Winner({ winner }: { winner: WinnerDetail }) {
  const { t } = useTranslation('site');
  useMetaDescription(`${winner.title} — ${winner.designer}. ${winner.description}`);
  // The credit line under the title is the winner's credits when they gave any: the full credits
  // appear below only when they say more than that line (docs/product.md#winner-pages).
  const credits = winner.credits.trim();
  const showCredits = credits !== '' && credits !== winner.designer.trim();
  return (
    <article className="winner">
      <div className="container">
        <Link to="/winner" className="winner__back">
          <ArrowLeftOutlined aria-hidden="true" /> {t('winner.back')}
        </Link>
        <WinnerHero winner={winner} />
        <WinnerGallery images={winner.images} title={winner.title} />

        <div className="winner__body">
          {winner.description ? (
            <section className="winner__section" aria-labelledby="winner-description">
              <h2 id="winner-description" className="winner__heading">{t('winner.description')}</h2>
              <p className="winner__prose">{winner.description}</p>
            </section>
          ) : null}
          {winner.text ? (
            <section className="winner__section" aria-labelledby="winner-statement">
              <h2 id="winner-statement" className="winner__heading">{t('winner.statement')}</h2>
              <blockquote className="winner__quote">
                <p className="winner__prose">{winner.text}</p>
              </blockquote>
            </section>
          ) : null}
          {showCredits ? (
            <section className="winner__section" aria-labelledby="winner-credits">
              <h2 id="winner-credits" className="winner__heading">{t('winner.credits')}</h2>
              <p className="winner__prose winner__prose--credits">{credits}</p>
            </section>
          ) : null}
          {winner.videoUrl ? (
            <section className="winner__section" aria-labelledby="winner-video">
              <h2 id="winner-video" className="winner__heading">{t('winner.videoHeading')}</h2>
              <p>
                <Button href={winner.videoUrl} target="_blank" rel="noopener noreferrer">
                  {t('winner.video')}
                  <span className="sr-only"> {t('press.newTab')}</span>
                </Button>
              </p>
            </section>
          ) : null}
        </div>

        <WinnerPager previous={winner.previous} next={winner.next} year={winner.seasonYear} />
        <MoreWinners more={winner.more} />
      </div>
    </article>
  );
}

/** One winner's page: `/winnerDetails?apply_order_id=N`. */
export default function WinnerDetailsPage() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const id = readId(params);
  const query = useWinnerInfo(id);

  if (id === null || isNotFound(query.error)) return <WinnerNotFound />;
  if (query.data) return <Winner winner={query.data} />;
  if (query.isError) {
    return (
      <div className="container winner">
        <h1 className="sr-only">{t('winner.back')}</h1>
        <LoadError onRetry={query.refetch} />
      </div>
    );
  }
  return <PageSpinner />;
}
