import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WinnerDetail } from '@laurel/contract';
import { WinnerCard } from '../../../components/winner-card.tsx';

const CARD_SIZES = '(max-width: 359px) calc(100vw - 40px), (max-width: 899px) calc(50vw - 30px), 276px';

/** More winners of the same category (its group), with a link to all of them in the gallery. */
export function MoreWinners({ more }: { more: WinnerDetail['more'] }) {
  const { t } = useTranslation('site');
  if (more.winners.length === 0) return null;
  return (
    <section className="winner-more" aria-labelledby="winner-more">
      <div className="winner-more__head">
        <h2 id="winner-more" className="winner-more__title">{t('winner.moreFrom', { category: more.categoryName })}</h2>
        <Link to={`/winner?categoryId=${more.categoryId}`} className="section-header__link">
          {t('winner.allInCategory', { category: more.categoryName })}
        </Link>
      </div>
      <ul className="card-grid winner-more__grid">
        {more.winners.map((w) => (
          <li key={w.id}>
            <WinnerCard winner={w} sizes={CARD_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
