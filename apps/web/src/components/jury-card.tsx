import { Link } from 'react-router';
import type { JuryProfile } from '@laurel/contract';
import { useCountryName } from '../lib/country-name.ts';
import { StoredImage } from './stored-image.tsx';
import './gallery.css';

/** Path of one jury profile: `/jurymember?id=N` (the profile's `id` from GET /index/jury). */
export const juryMemberPath = (id: number): string => `/jurymember?id=${id}`;

/** A portrait-first jury card; the name is the link. */
export function JuryCard({ member, headingLevel = 3 }: { member: JuryProfile; headingLevel?: 2 | 3 }) {
  const country = useCountryName(member.country);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const role = [member.title, member.company].filter(Boolean).join(', ');
  return (
    <article className="jury-card">
      <Link to={juryMemberPath(member.id)} className="jury-card__link">
        <StoredImage src={member.photoUrl} alt="" size="thumb" ratio={4 / 5} />
        <Heading className="jury-card__name">{member.name}</Heading>
        {role ? <p className="jury-card__role">{role}</p> : null}
        {country ? <p className="jury-card__country">{country}</p> : null}
      </Link>
    </article>
  );
}
