import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightOutlined } from '@ant-design/icons';

const STEPS = ['1', '2', '3', '4'] as const;

/** The four steps of the award, with the rules and the FAQ for the details. */
export function HowItWorks() {
  const { t } = useTranslation('common');
  return (
    <section className="how" aria-labelledby="how-title">
      <div className="container">
        <h2 id="how-title" className="how__title">
          {t('home.howTitle')}
        </h2>
        <ol className="how__steps">
          {STEPS.map((n) => (
            <li key={n} className="how__step">
              <span className="how__number" aria-hidden="true">
                {n.padStart(2, '0')}
              </span>
              <h3 className="how__step-title">{t(`home.step${n}Title`)}</h3>
              <p className="how__step-text">{t(`home.step${n}Text`)}</p>
            </li>
          ))}
        </ol>
        <p className="how__links">
          <Link to="/rules">
            {t('home.rulesLink')} <ArrowRightOutlined aria-hidden="true" />
          </Link>
          <Link to="/faq">
            {t('home.faqLink')} <ArrowRightOutlined aria-hidden="true" />
          </Link>
        </p>
      </div>
    </section>
  );
}
