import { useTranslation } from 'react-i18next';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { JuryCard } from '../../../components/jury-card.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useJury } from '../../../lib/public/use-jury.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import './jury.css';

/** The jury: portraits in the organisers' order, each leading to its profile. */
export default function JuryPage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.jury'));
  const jury = useJury({ shownInline: 'all' });
  return (
    <>
      <PageIntro titleKey="title.jury" eyebrow={t('jury.eyebrow')} description={t('jury.lead')} />
      <div className="container jury-page">
        {jury.data ? (
          jury.data.length > 0 ? (
            <ul className="card-grid card-grid--jury" data-testid="jury-grid">
              {jury.data.map((member) => (
                <li key={member.id}>
                  <JuryCard member={member} headingLevel={2} />
                </li>
              ))}
            </ul>
          ) : (
            <InlineState title={t('jury.empty')} />
          )
        ) : jury.isError ? (
          <LoadError onRetry={jury.refetch} />
        ) : (
          <ul className="card-grid card-grid--jury" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="placeholder-block jury-page__placeholder" />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
