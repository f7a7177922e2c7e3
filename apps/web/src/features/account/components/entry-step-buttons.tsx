import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import type { TFunction } from 'i18next';
import type { EntrySummary } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { payFeePath } from '../../../lib/fee-pages.ts';
import { isPayable } from '../model/entry-progress.ts';

interface StepButtonsOptions {
  entry: EntrySummary;
  trophiesDue: boolean;
  t: TFunction<'auth'>;
  submitting: boolean;
  /** Its promise keeps the confirmation's OK button spinning until the call has answered. */
  onSubmit: () => Promise<void>;
  onCertificate: () => void;
}

/**
 * The buttons of an entry's steps (components/entry-actions.tsx): the next one, primary, and the
 * quieter rest; `certificateShown` when the certificate is the primary one.
 */
export function stepButtons({
  entry,
  trophiesDue,
  t,
  submitting,
  onSubmit,
  onCertificate,
}: StepButtonsOptions) {
  const id = entry.id;
  const preview = `/preview?apply_order_id=${id}`;
  const awardSteps = `/awards/steps?apply_order_id=${id}`;
  const awarded = entry.status === 'awarded';
  const packageDue = awarded && isPayable(entry.winnerPackageFeeStatus);
  let primary: ReactNode = null;
  const more: ReactNode[] = [];
  let certificateShown = false;
  if (entry.status === 'draft') {
    primary = (
      <ButtonLink type="primary" to={`/steps?apply_order_id=${id}`}>
        {t('account.actions.complete')}
      </ButtonLink>
    );
    more.push(
      <ButtonLink key="preview" to={preview}>
        {t('account.preview')}
      </ButtonLink>,
      <Popconfirm
        key="submit"
        title={t('account.submitConfirm')}
        okText={t('account.submitOk')}
        cancelText={t('account.cancel')}
        onConfirm={() => onSubmit()}
      >
        <Button loading={submitting}>{t('account.submit')}</Button>
      </Popconfirm>,
    );
  } else {
    if (entry.status === 'submitted' && isPayable(entry.entryFeeStatus)) {
      primary = (
        <ButtonLink type="primary" to={payFeePath('entry', id)}>
          {t('account.payEntryFee')}
        </ButtonLink>
      );
    } else if (packageDue) {
      primary = (
        <ButtonLink type="primary" to={awardSteps}>
          {t('account.actions.confirmWinner')}
        </ButtonLink>
      );
    } else if (awarded && trophiesDue) {
      primary = (
        <ButtonLink type="primary" to={payFeePath('additionalTrophy', id)}>
          {t('account.actions.payTrophies')}
        </ButtonLink>
      );
    } else if (entry.documents.certificate) {
      certificateShown = true;
      primary = (
        <Button type="primary" onClick={onCertificate}>
          {t('account.docs.certificate')}
        </Button>
      );
    }
    more.push(
      <ButtonLink key="view" to={preview}>
        {t('account.view')}
      </ButtonLink>,
    );
    if (awarded && !packageDue) {
      more.push(
        <ButtonLink key="winner" to={awardSteps}>
          {t('account.actions.winnerDetails')}
        </ButtonLink>,
      );
      if (!trophiesDue) {
        more.push(
          <ButtonLink key="trophies" to={`/trophie?apply_order_id=${id}`}>
            {t('account.actions.orderTrophies')}
          </ButtonLink>,
        );
      }
    }
  }
  return { primary, more, certificateShown };
}
