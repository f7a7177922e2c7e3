import type { ReactNode } from 'react';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import './gallery.css';

interface SectionHeaderProps {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  /** A "view all" link at the right of the heading. */
  link?: { to: string; label: ReactNode };
}

/** The heading row of a gallery section: h2 on the left, an optional "view all" on the right. */
export function SectionHeader({ id, title, lead, link }: SectionHeaderProps) {
  return (
    <div className="section-header">
      <div>
        <h2 id={id} className="section-header__title">
          {title}
        </h2>
        {lead ? <p className="section-header__lead">{lead}</p> : null}
      </div>
      {link ? (
        <Link to={link.to} className="section-header__link">
          {link.label} <ArrowRightOutlined aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
