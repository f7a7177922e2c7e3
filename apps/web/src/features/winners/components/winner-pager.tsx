import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Winner } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { winnerPath } from '../../../components/winner-card.tsx';

function PagerLink({ winner, direction }: { winner: Winner; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('site');
  const Arrow = direction === 'previous' ? ArrowLeftOutlined : ArrowRightOutlined;
  return (
    <Link to={winnerPath(winner.id)} className={`winner-pager__link winner-pager__link--${direction}`} rel={direction === 'previous' ? 'prev' : 'next'}>
      <StoredImage src={winner.coverUrl} alt="" size="thumb" ratio={4 / 3} className="winner-pager__thumb" />
      <span className="winner-pager__text">
        <span className="winner-pager__label">
          {direction === 'previous' ? <Arrow aria-hidden="true" /> : null}
          {t(direction === 'previous' ? 'winner.previousWinner' : 'winner.nextWinner')}
          {direction === 'next' ? <Arrow aria-hidden="true" /> : null}
        </span>
        <span className="winner-pager__title">{winner.title}</span>
        <span className="winner-pager__award">{winner.award.name}</span>
      </span>
    </Link>
  );
}

/** The winners before and after this one in its season, as the gallery orders them. */
export function WinnerPager({ previous, next, year }: { previous: Winner | null; next: Winner | null; year: number }) {
  const { t } = useTranslation('site');
  if (!previous && !next) return null;
  return (
    <nav className="winner-pager" aria-label={t('winner.seasonNav', { year })}>
      {previous ? <PagerLink winner={previous} direction="previous" /> : <span />}
      {next ? <PagerLink winner={next} direction="next" /> : null}
    </nav>
  );
}
