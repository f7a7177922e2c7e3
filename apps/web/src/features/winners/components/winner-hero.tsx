import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WinnerDetail } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { useCountryName } from '../../../lib/country-name.ts';
import { winnerPath } from '../../../components/winner-card.tsx';
import { ShareButton } from './share-button.tsx';

/**
 * The top of a winner's page, set as a feature: the award's seal large (136 px, 120 on a phone,
 * docs/product.md#award-marks) beside the level's name, category and season (each a link to that
 * part of the gallery), then title, credit line and the share button.
 */
export function WinnerHero({ winner }: { winner: WinnerDetail }) {
  const { t } = useTranslation('site');
  const country = useCountryName(winner.country);
  const category = winner.category.groupName
    ? `${winner.category.groupName} · ${winner.category.name}`
    : winner.category.name;
  return (
    <header className="winner-hero">
      <div className="winner-hero__award">
        <AwardSeal award={winner.award} variant="mark" size={136} className="winner-hero__seal" />
        <div className="winner-hero__level-text">
          <p className="winner-hero__level">{winner.award.name}</p>
          <p className="winner-hero__meta">
            <Link to={`/winner?categoryId=${winner.category.id}`}>{category}</Link>
            <span aria-hidden="true"> · </span>
            <Link to={`/winner?year=${winner.seasonYear}`}>{t('winner.seasonOf', { year: winner.seasonYear })}</Link>
            {country ? (
              <>
                <span aria-hidden="true"> · </span>
                {country}
              </>
            ) : null}
          </p>
        </div>
      </div>
      <h1 className="winner-hero__title">{winner.title}</h1>
      <p className="winner-hero__designer">{winner.designer}</p>
      <ShareButton title={winner.title} path={winnerPath(winner.id)} />
    </header>
  );
}
