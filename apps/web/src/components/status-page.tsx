import type { ReactNode } from 'react';

interface StatusPageProps {
  /** The big quiet figure, e.g. 404. */
  code?: string;
  heading: ReactNode;
  body: ReactNode;
  /** A technical detail under the body, e.g. the server's message. */
  detail?: ReactNode;
  /** Links or buttons that lead on. */
  actions: ReactNode;
}

/** A designed dead end (403, 404, a page that failed to load) that always offers a way on. */
export function StatusPage({ code, heading, body, detail, actions }: StatusPageProps) {
  return (
    <section className="status-page">
      <div className="status-page__inner">
        {code ? (
          <p className="status-page__code" aria-hidden="true">
            {code}
          </p>
        ) : null}
        <h1 className="status-page__heading">{heading}</h1>
        <p className="status-page__body">{body}</p>
        {detail ? <p className="status-page__detail">{detail}</p> : null}
        <div className="status-page__actions">{actions}</div>
      </div>
    </section>
  );
}
