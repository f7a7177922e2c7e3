import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header.tsx';
import { WinnerCard } from '../../../components/winner-card.tsx';
import { useIndexWinners } from '../api/list-index-winners.ts';

const COUNT = 8;

/** The latest season's winners; left out until a season has published winners. */
export function LatestWinners() {
  const { t } = useTranslation('site');
  const { data } = useIndexWinners(COUNT);
  if (!data || data.list.length === 0) return null;
  const year = data.list[0]?.seasonYear;
  return (
    <section className="section" aria-labelledby="home-winners">
      <div className="container">
        <SectionHeader
          id="home-winners"
          title={t('home.winnersTitle')}
          lead={year ? t('home.winnersLead', { year }) : undefined}
          link={{ to: '/winner', label: t('home.allWinners') }}
        />
        <ul className="card-grid home-winners">
          {data.list.map((winner) => (
            <li key={winner.id}>
              <WinnerCard winner={winner} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
