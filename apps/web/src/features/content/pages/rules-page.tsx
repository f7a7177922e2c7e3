import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useRules } from '../api/get-rules.ts';
import { ContentBlocks } from '../../../components/content-blocks.tsx';
import { FeeSchedule } from '../components/fee-schedule.tsx';
import { QueryContent } from '../components/query-content.tsx';
import '../components/content.css';

/** The rule sections, by `position` (docs/product.md#identifiers), in reading order. */
const SECTIONS = ['entry', 'judging', 'fees'] as const;
type Section = (typeof SECTIONS)[number];

function RulesSection({ position }: { position: Section }) {
  const { t } = useTranslation('site');
  const rules = useRules(position);
  // The fee schedule comes from the competition's own data, so the fees section is never empty:
  // the organisers' texts, if any, follow it.
  const fees = position === 'fees';
  return (
    <section id={`rules-${position}`} className="rules-section" aria-labelledby={`rules-${position}-title`}>
      <h2 id={`rules-${position}-title`} className="rules-section__title">
        {t(`content.rulesSections.${position}`)}
      </h2>
      {fees ? <FeeSchedule /> : null}
      <QueryContent query={rules} isEmpty={(blocks) => blocks.length === 0 && !fees} empty={t('content.rulesEmpty')}>
        {(blocks) => <ContentBlocks blocks={blocks} headingLevel={3} />}
      </QueryContent>
    </section>
  );
}

/**
 * The rules: who may enter, judging, fees with the schedule of every fee; a table of contents on
 * wide screens.
 */
export default function RulesPage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.rules'));
  return (
    <>
      <PageIntro titleKey="title.rules" description={t('content.rulesLead')} />
      <div className="container content-page rules-layout">
        <nav className="rules-toc" aria-labelledby="rules-toc-title">
          <p id="rules-toc-title" className="rules-toc__title">
            {t('content.onThisPage')}
          </p>
          <ol>
            {SECTIONS.map((position) => (
              <li key={position}>
                <a href={`#rules-${position}`}>{t(`content.rulesSections.${position}`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div>
          {SECTIONS.map((position) => (
            <RulesSection key={position} position={position} />
          ))}
        </div>
      </div>
    </>
  );
}
