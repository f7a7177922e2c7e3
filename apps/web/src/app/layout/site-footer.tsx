import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LaurelMark } from '../../components/laurel-mark.tsx';
import { getSiteName } from '../../lib/site-name.ts';
import { FOOTER_NAV } from './nav-items.ts';

/** The footer's list of pages, where the menu button leads before the app runs. */
export const FOOTER_NAV_ID = 'site-pages';

export function SiteFooter() {
  const { t } = useTranslation('common');
  const siteName = getSiteName();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <span className="brand">
            <LaurelMark size={24} />
            <span className="brand__name">{siteName}</span>
          </span>
          <p className="site-footer__tagline">{t('layout.footerTagline')}</p>
        </div>
        <nav id={FOOTER_NAV_ID} aria-label={t('layout.footerLabel')}>
          <ul className="site-footer__links">
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__legal">
        <small>{t('layout.copyright', { year: new Date().getFullYear(), site: siteName })}</small>
      </div>
    </footer>
  );
}
