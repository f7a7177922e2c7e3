import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { PageShown } from './page-shown.tsx';
import { RouteEffects } from './route-effects.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import './layout.css';

/** The one global layout every route sits in (docs/product.md#routes). */
export function AppLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="site">
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Focus the main region without a hash navigation through the router.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('layout.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <PageShown />
        </Suspense>
      </main>
      <SiteFooter />
      <RouteEffects />
    </div>
  );
}
