import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { getSiteName } from '../../../lib/site-name.ts';
import { HeroArt } from '../components/hero-art.tsx';
import './home.css';

const STEPS = ['1', '2', '3', '4'] as const;

/**
 * The landing page: the site name, what the award is, and the two ways on (enter, or look at
 * the winners). Banners and winners from the content API join it with their own issues.
 */
export default function HomePage() {
  const { t } = useTranslation('common');
  const { user } = useCurrentUser();
  const siteName = getSiteName();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{t('home.eyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {siteName}
            </h1>
            <p className="hero__lead">{t('home.lead')}</p>
            <div className="hero__actions">
              <ButtonLink
                to={user ? '/steps' : '/register'}
                type="primary"
                size="large"
                data-testid="cta-enter"
              >
                {t('home.enter')}
              </ButtonLink>
              <ButtonLink to="/winner" size="large" data-testid="cta-winners">
                {t('home.viewWinners')}
              </ButtonLink>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

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
    </>
  );
}
