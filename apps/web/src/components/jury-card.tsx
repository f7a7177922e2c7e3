import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JuryProfile } from '@laurel/contract';
import { useCountryName } from '../lib/country-name.ts';
import { StoredImage } from './stored-image.tsx';
import './gallery.css';

/** Path of one jury profile: `/jurymember?id=N` (the profile's `id` from GET /index/jury). */
export const juryMemberPath = (id: number): string => `/jurymember?id=${id}`;

/**
 * A judge's role and company as one line, joined as the language joins them ("Jury chair, UdK";
 * "评审团主席 · UdK": a Latin comma would sit oddly after Chinese).
 */
export function useJuryRole(member: Pick<JuryProfile, 'title' | 'company'>): string {
  const { t } = useTranslation('site');
  if (member.title && member.company) return t('jury.roleAt', { title: member.title, company: member.company });
  return member.title || member.company;
}

/** A portrait-first jury card; the name is the link. */
export function JuryCard({ member, headingLevel = 3 }: { member: JuryProfile; headingLevel?: 2 | 3 }) {
  const country = useCountryName(member.country);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const role = useJuryRole(member);
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
