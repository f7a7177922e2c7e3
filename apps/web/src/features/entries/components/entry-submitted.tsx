import { useEffect, useRef } from 'react';
import { CheckCircleFilled, CreditCardOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EntryDetail } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import { isPayable } from '../../../lib/payments/fee-target.ts';
import '../../../i18n/entries.ts';

/**
 * After Submit: the entry's number, what it is, and the one next action (pay the entry fee, or
 * view the entry when nothing is due). The heading takes the focus, so a screen reader says it.
 */
export function EntrySubmitted({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, []);
  const payDue = entry.entryFeeCents > 0 && isPayable(entry.entryFeeStatus);
  const preview = `/preview?apply_order_id=${entry.id}`;
  return (
    <section className="entry-submitted" aria-labelledby="entry-submitted-heading">
      <CheckCircleFilled className="entry-submitted__icon" aria-hidden />
      <h2 id="entry-submitted-heading" ref={heading} tabIndex={-1} className="entry-submitted__heading">
        {t('submitted.heading')}
      </h2>
      <dl className="entry-submitted__facts">
        <div>
          <dt>{t('submitted.number')}</dt>
          <dd className="entry-submitted__number">{entry.id}</dd>
        </div>
        <div>
          <dt>{t('fields.title')}</dt>
          <dd>{entry.title}</dd>
        </div>
        {entry.category ? (
          <div>
            <dt>{t('fields.categoryId')}</dt>
            <dd>{categoryLabel(entry.category)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="entry-submitted__next">
        {payDue ? t('submitted.payText', { fee: formatMoney(entry.entryFeeCents) }) : t('submitted.doneText')}
      </p>
      <div className="entry-submitted__actions">
        {payDue ? (
          <ButtonLink type="primary" size="large" icon={<CreditCardOutlined />} to={`${preview}#pay`}>
            {t('submitted.pay')}
          </ButtonLink>
        ) : (
          <ButtonLink type="primary" size="large" icon={<EyeOutlined />} to={preview}>
            {t('submitted.view')}
          </ButtonLink>
        )}
        <ButtonLink size="large" to="/account">
          {t('submitted.toAccount')}
        </ButtonLink>
      </div>
    </section>
  );
}
