import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

interface AuthCardProps {
  /** i18n key of the page name (the route's title key), the card's h1. */
  titleKey: string;
  lead: ReactNode;
  children: ReactNode;
  /** Under the card: links to the neighbouring account pages. */
  footer?: ReactNode;
  wide?: boolean;
}

/** The calm, centred frame of the account forms. */
export function AuthCard({ titleKey, lead, children, footer, wide = false }: AuthCardProps) {
  const { t } = useTranslation('common');
  return (
    <section className="auth-page">
      <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        <h1 className="auth-card__title">{t(titleKey)}</h1>
        <p className="auth-card__lead">{lead}</p>
        {children}
      </div>
      {footer ? <div className="auth-page__footer">{footer}</div> : null}
    </section>
  );
}
