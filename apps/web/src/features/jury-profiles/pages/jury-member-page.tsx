import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { JuryProfile } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { JuryCard, useJuryRole } from '../../../components/jury-card.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { StatusPage } from '../../../components/status-page.tsx';
import { StoredImage } from '../../../components/stored-image.tsx';
import { useCountryName } from '../../../lib/country-name.ts';
import { useJury } from '../../../lib/public/use-jury.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import './jury.css';

function Profile({ member, others }: { member: JuryProfile; others: JuryProfile[] }) {
  const { t } = useTranslation('site');
  const country = useCountryName(member.country);
  const role = useJuryRole(member);
  useMetaDescription([member.name, role, member.bio].filter(Boolean).join(' — '));
  return (
    <>
      <article className="container jury-member">
        <Link to="/jury" className="jury-member__back">
          <ArrowLeftOutlined aria-hidden="true" /> {t('jury.back')}
        </Link>
        <div className="jury-member__layout">
          <StoredImage
            src={member.photoUrl}
            alt={member.name}
            size="medium"
            ratio={4 / 5}
            // The photo's column (jury.css): 360 px at most on phones, about 460 px beside the bio.
            sizes="(max-width: 767px) 360px, 460px"
            eager
            className="jury-member__photo"
          />
          <div>
            <p className="eyebrow">{t('jury.eyebrow')}</p>
            <h1 className="jury-member__name">{member.name}</h1>
            {role ? <p className="jury-member__role">{role}</p> : null}
            {country ? <p className="jury-member__country">{country}</p> : null}
            {member.bio ? (
              <section aria-labelledby="jury-bio" className="jury-member__bio">
                <h2 id="jury-bio" className="sr-only">{t('jury.biography')}</h2>
                <p>{member.bio}</p>
              </section>
            ) : null}
          </div>
        </div>
      </article>
      {others.length > 0 ? (
        <section className="section section--paper" aria-labelledby="jury-others">
          <div className="container">
            <h2 id="jury-others" className="jury-member__others">{t('jury.others')}</h2>
            <ul className="card-grid card-grid--jury">
              {others.map((other) => (
                <li key={other.id}>
                  <JuryCard member={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/**
 * One jury profile: `/jurymember?id=N`, N being the profile's `id` in GET /index/jury (the
 * route table (docs/product.md#routes) names the route but not its parameter; `id` is what the jury
 * list links with). There is no single-profile call, so the profile is found in the (cached) jury
 * list.
 */
export default function JuryMemberPage() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const jury = useJury({ shownInline: 'all' });

  if (jury.data) {
    const index = jury.data.findIndex((m) => m.id === id);
    const member = jury.data[index];
    if (!member) {
      return (
        <StatusPage
          code="404"
          heading={t('jury.notFoundTitle')}
          body={t('jury.notFoundBody')}
          actions={
            <ButtonLink to="/jury" type="primary" size="large">
              {t('jury.back')}
            </ButtonLink>
          }
        />
      );
    }
    // The next few members after this one, wrapping round: a way on to the rest of the jury.
    const rest = [...jury.data.slice(index + 1), ...jury.data.slice(0, index)].slice(0, 4);
    return <Profile member={member} others={rest} />;
  }
  if (jury.isError) {
    return (
      <div className="container jury-member">
        <h1 className="sr-only">{t('jury.back')}</h1>
        <LoadError onRetry={jury.refetch} />
      </div>
    );
  }
  return <PageSpinner />;
}
