import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageIntroProps {
  /** i18n key of the page name (the route's title key), shown as the page's h1. */
  titleKey: string;
  /** A short, honest description of what the page holds. */
  description: ReactNode;
  /** A small line above the heading, e.g. the area of the site. */
  eyebrow?: ReactNode;
  /** A picture the page is about (the award's seal), beside the text; above it on a phone. */
  aside?: ReactNode;
  children?: ReactNode;
}

/** The heading band every content page opens with: eyebrow, h1 and lead paragraph. */
export function PageIntro({ titleKey, description, eyebrow, aside, children }: PageIntroProps) {
  const { t } = useTranslation('common');
  const text = (
    <>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className="page-intro__title">{t(titleKey)}</h1>
      <p className="page-intro__lead">{description}</p>
      {children}
    </>
  );
  return (
    <section className="page-intro">
      {aside ? (
        <div className="container page-intro__split">
          <div className="page-intro__text">{text}</div>
          <div className="page-intro__aside">{aside}</div>
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </section>
  );
}
