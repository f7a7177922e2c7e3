import type { ReactNode } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useCategories } from '../../../lib/categories.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useEntry } from '../../../lib/queries/entry-query.ts';
import { AwardProgress } from '../components/award-progress.tsx';
import { WinnerInfoForm } from '../components/winner-info-form.tsx';
import { WinnerPackage } from '../components/winner-package.tsx';
import '../components/award.css';
import '../../../i18n/entries.ts';

/**
 * /awards/steps?apply_order_id=N (auth; the route loads the category tree first,
 * docs/product.md#routes): a winner confirms the credits and statement published with the award
 * (`winningInfoEdit`), pays the winner package fee and, once it is settled, downloads the
 * certificate. Another entrant's id answers "not found".
 */
export default function AwardStepsPage() {
  const { t } = useTranslation('entries');
  const { t: tc } = useTranslation('common');
  // Loaded by the route before render (docs/product.md#routes); kept warm for the pages this one
  // links to.
  useCategories();
  const formatDate = useFormatDate();
  const [params] = useSearchParams();
  const id = Number(params.get('apply_order_id'));
  const valid = Number.isInteger(id) && id > 0;
  const entry = useEntry(valid ? id : null);
  const back = <ButtonLink to="/account">{t('award.toAccount')}</ButtonLink>;

  const shell = (body: ReactNode) => (
    <>
      <PageIntro titleKey="title.awardSteps" description={tc('pages.awardSteps')} />
      <div className="container award-page">{body}</div>
    </>
  );

  if (!valid) return shell(<InlineState title={t('award.none')} action={back} />);
  if (entry.isPending) {
    return (
      <div className="container award-page award-loading">
        <Spin description={t('loading')} />
      </div>
    );
  }
  if (entry.isError) return shell(<InlineState role="alert" title={t('award.loadFailed')} action={back} />);

  const data = entry.data;
  if (data.status !== 'awarded' || !data.award) {
    return shell(<InlineState title={t('award.notAwardedTitle')} body={t('award.notAwardedBody')} action={back} />);
  }
  const category = data.category ? data.category.name : '';
  const confirmedAt = data.winnerInfo?.confirmedAt ?? null;

  return (
    <>
      <PageIntro
        titleKey="title.awardSteps"
        eyebrow={t('award.eyebrow', { award: data.award.name, year: data.seasonYear })}
        // The award moment: the seal large (160 px, 120 on a phone), never a bullet beside the
        // eyebrow (docs/product.md#award-marks).
        aside={<AwardSeal award={data.award} size={160} variant="mark" className="award-page__seal" />}
        description={t('award.lead', { title: data.title, award: data.award.name, category })}
      />
      <div className="container award-page">
        <AwardProgress entry={data} />
        <section className="award-section" aria-labelledby="winner-details-heading">
          <h2 id="winner-details-heading" className="award-section__heading">
            {t('award.detailsHeading')}
          </h2>
          <p className="award-section__lead">{t('award.detailsLead')}</p>
          {confirmedAt ? (
            <Alert
              type="success"
              showIcon
              className="award-section__confirmed"
              title={t('award.confirmedTitle', { date: formatDate(confirmedAt) })}
              description={t(data.publicWinner ? 'award.confirmedBody' : 'award.confirmedBodyBeforePublic')}
            />
          ) : null}
          <WinnerInfoForm entry={data} />
        </section>
        <WinnerPackage entry={data} />
        <p className="award-page__back">{back}</p>
      </div>
    </>
  );
}
