import type { ReactNode } from 'react';
import './gallery.css';

interface InlineStateProps {
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  /** `status` for empty results (announced politely), `alert` for a failure. */
  role?: 'status' | 'alert';
}

/** An empty or failed section, in the page's own voice rather than a bare "No data". */
export function InlineState({ title, body, action, role = 'status' }: InlineStateProps) {
  return (
    <div className="inline-state" role={role}>
      <p className="inline-state__title">{title}</p>
      {body ? <p className="inline-state__body">{body}</p> : null}
      {action ? <div className="inline-state__action">{action}</div> : null}
    </div>
  );
}
