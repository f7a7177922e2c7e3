import { Link } from 'react-router';
import type { Winner } from '@laurel/contract';
import { AwardSeal } from './award-seal.tsx';
import { StoredImage } from './stored-image.tsx';
import './gallery.css';

/**
 * Path of one winner's page (`/winnerDetails?apply_order_id=N`, docs/product.md#routes,
 * docs/product.md#identifiers).
 */
export const winnerPath = (id: number): string => `/winnerDetails?apply_order_id=${id}`;

/**
 * A winner in a grid: the cover first, then title, designer and the award's seal. The whole
 * card is one link whose name is the title (the other lines are its description).
 */
export function WinnerCard({
  winner,
  headingLevel = 3,
  eager = false,
  sizes,
}: {
  winner: Winner;
  headingLevel?: 2 | 3;
  /** The first card of a gallery page, its likely largest paint: loaded first (StoredImage). */
  eager?: boolean;
  /**
   * The tile's width in its grid (`sizes`): the browser then picks the stored width up to the
   * medium one that fills it, sharp on large tiles; without it the thumb size.
   */
  sizes?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="winner-card">
      <Link to={winnerPath(winner.id)} className="winner-card__link">
        <StoredImage
          src={winner.coverUrl}
          alt=""
          size={sizes ? 'medium' : 'thumb'}
          ratio={4 / 3}
          eager={eager}
          {...(sizes ? { sizes } : {})}
        />
        <div className="winner-card__body">
          <AwardSeal award={winner.award} />
          <Heading className="winner-card__title">{winner.title}</Heading>
          {/* The server's public credit line, e.g. "Design: Studio — Names". */}
          <p className="winner-card__meta">{winner.designer}</p>
          <p className="winner-card__meta winner-card__meta--quiet">
            {winner.category.name} · {winner.seasonYear}
          </p>
        </div>
      </Link>
    </article>
  );
}
