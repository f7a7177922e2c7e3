import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { WinnerDetail } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { useCountryName } from '../../../lib/country-name.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { isNotFound, useWinnerInfo } from '../api/get-winner-info.ts';
import { WinnerGallery } from '../components/winner-gallery.tsx';
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
  const country = useCountryName(winner.country);
  useMetaDescription(`${winner.title} — ${winner.designer}. ${winner.description}`);
  const category = winner.category.groupName
    ? `${winner.category.groupName} · ${winner.category.name}`
    : winner.category.name;
  const facts: [string, string][] = [
    [t('winner.award'), winner.award.name],
    [t('winner.category'), category],
    [t('winner.season'), String(winner.seasonYear)],
    ...(country ? ([[t('winner.country'), country]] as [string, string][]) : []),
  ];
  return (
    <article className="container winner">
      <Link to="/winner" className="winner__back">
        <ArrowLeftOutlined aria-hidden="true" /> {t('winner.back')}
      </Link>
      <header className="winner__header">
        <AwardSeal award={winner.award} size={28} />
        <h1 className="winner__title">{winner.title}</h1>
        <p className="winner__designer">{winner.designer}</p>
      </header>

      <WinnerGallery images={winner.images} title={winner.title} />

      <div className="winner__body">
        <div className="winner__text">
          {winner.description ? (
            <section aria-labelledby="winner-description">
              <h2 id="winner-description" className="winner__heading">{t('winner.description')}</h2>
              <p className="winner__prose">{winner.description}</p>
            </section>
          ) : null}
          {winner.text ? (
            <section aria-labelledby="winner-statement">
              <h2 id="winner-statement" className="winner__heading">{t('winner.statement')}</h2>
              <p className="winner__prose">{winner.text}</p>
            </section>
          ) : null}
          {winner.credits ? (
            <section aria-labelledby="winner-credits">
              <h2 id="winner-credits" className="winner__heading">{t('winner.credits')}</h2>
              <p className="winner__prose winner__prose--credits">{winner.credits}</p>
            </section>
          ) : null}
        </div>
        <aside className="winner__facts" aria-labelledby="winner-details">
          <h2 id="winner-details" className="winner__heading">{t('winner.details')}</h2>
          <dl>
            {facts.map(([term, value]) => (
              <div key={term} className="winner__fact">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {winner.videoUrl ? (
            <Button href={winner.videoUrl} target="_blank" rel="noopener noreferrer" block>
              {t('winner.video')}
              <span className="sr-only"> {t('press.newTab')}</span>
            </Button>
          ) : null}
        </aside>
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
