import { useTranslation } from 'react-i18next';
import { JuryCard } from '../../../components/jury-card.tsx';
import { SectionHeader } from '../../../components/section-header.tsx';
import { useJury } from '../../../lib/public/use-jury.ts';

const COUNT = 4;

/** The first few jury members, in the organisers' order. */
export function JuryHighlights() {
  const { t } = useTranslation('site');
  const { data } = useJury();
  if (!data || data.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-jury">
      <div className="container">
        <SectionHeader
          id="home-jury"
          title={t('home.juryTitle')}
          lead={t('home.juryLead')}
          link={{ to: '/jury', label: t('home.fullJury') }}
        />
        <ul className="card-grid card-grid--jury">
          {data.slice(0, COUNT).map((member) => (
            <li key={member.id}>
              <JuryCard member={member} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
