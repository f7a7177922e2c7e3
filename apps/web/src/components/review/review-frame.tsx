import type { ReactNode } from 'react';
import './review-page.css';

interface ReviewFrameProps {
  title: string;
  /** Beside the heading: progress, deadline, the shortcuts button. */
  tools?: ReactNode;
  /** Above the heading: the way back. */
  back?: ReactNode;
  children: ReactNode;
}

/** The review pages' compact head: the reviewer works, so the entry gets the room, not a banner. */
export function ReviewFrame({ title, tools, back, children }: ReviewFrameProps) {
  return (
    <div className="review-page">
      <header className="review-page__head">
        <div className="review-page__heading">
          {back}
          <h1 className="review-page__title">{title}</h1>
        </div>
        {tools ? <div className="review-page__tools">{tools}</div> : null}
      </header>
      {children}
    </div>
  );
}
