import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type EntryDetail, type EntryFeeQuote } from '@laurel/contract';
import { useFormatDate } from '../../lib/format-date.ts';
import type { FeeTarget } from '../../lib/payments/fee-target.ts';
import '../../i18n/payments.ts';

interface FeeSummaryProps {
  entry: EntryDetail;
  target: FeeTarget;
  /** The entry fee's quote (the other fees' amounts are on the entry or the trophy order). */
  quote?: { data?: EntryFeeQuote; isPending: boolean; isError: boolean; refetch: () => unknown };
}

/** What the fee is for and how much it is; the entry fee with its tier and any code's discount. */
export function FeeSummary({ entry, target, quote }: FeeSummaryProps) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const title = entry.title.trim() || '—';
  const what =
    target.kind === 'entry'
      ? t('step.what.entry', { title, category: entry.category?.name ?? '' })
      : target.kind === 'winnerPackage'
        ? t('step.what.winnerPackage', { title, award: entry.award?.name ?? '' })
        : t('step.what.additionalTrophy', {
            title,
            count: target.trophyOrder.quantity,
            city: target.trophyOrder.address.city,
          });

  const amount = (cents: number) => (
    <p className="fee-summary__amount">
      <span className="fee-summary__label">{t('step.amount')}</span>
      <span className="fee-summary__value" data-testid="fee-amount">
        {formatMoney(cents)}
      </span>
    </p>
  );

  let figure = null;
  if (target.kind === 'winnerPackage' && entry.winnerPackageFeeCents !== null)
    figure = amount(entry.winnerPackageFeeCents);
  if (target.kind === 'additionalTrophy') figure = amount(target.trophyOrder.amountCents);
  if (target.kind === 'entry' && quote) {
    if (quote.isPending) {
      figure = (
        <div className="fee-summary__loading">
          <Spin size="small" /> {t('step.loadingFee')}
        </div>
      );
    } else if (quote.isError || !quote.data) {
      figure = (
        <div className="fee-summary__loading" role="alert">
          {t('step.feeFailed')}{' '}
          <Button size="small" onClick={() => void quote.refetch()}>
            {t('step.retry')}
          </Button>
        </div>
      );
    } else {
      figure = <QuoteBreakdown quote={quote.data} formatDate={formatDate} />;
    }
  }

  return (
    <div className="fee-summary">
      <p className="fee-summary__what">{what}</p>
      {figure}
    </div>
  );
}

function QuoteBreakdown({
  quote,
  formatDate,
}: {
  quote: EntryFeeQuote;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation('payments');
  const discounted = quote.discountCents > 0;
  return (
    <>
      <dl className="fee-summary__lines">
        {discounted ? (
          <>
            <div>
              <dt>{t('step.breakdown.tierFee', { tier: t(`step.tier.${quote.tier}`) })}</dt>
              <dd>{formatMoney(quote.categoryFeeCents)}</dd>
            </div>
            <div>
              <dt>
                {/* A fixed-amount code has no percentage (0): it is named by its amount. */}
                {quote.discountPercent > 0
                  ? t('step.breakdown.discount', { code: quote.invitationCode ?? '', percent: quote.discountPercent })
                  : t('step.breakdown.discountFixed', {
                      code: quote.invitationCode ?? '',
                      amount: formatMoney(quote.discountCents),
                    })}
              </dt>
              <dd>−{formatMoney(quote.discountCents)}</dd>
            </div>
          </>
        ) : null}
        <div className="fee-summary__total">
          <dt>
            {discounted
              ? t('step.breakdown.total')
              : t('step.breakdown.tierFee', { tier: t(`step.tier.${quote.tier}`) })}
          </dt>
          <dd data-testid="fee-amount">{formatMoney(quote.amountCents)}</dd>
        </div>
      </dl>
      {quote.tierEndsAt ? (
        <p className="fee-summary__note">
          {t('step.tierEnds', { date: formatDate(quote.tierEndsAt) })}
        </p>
      ) : null}
      {quote.invitationCodeProblem ? (
        <p className="fee-summary__note">
          {t('step.codeProblem', { reason: t(`step.codeReason.${quote.invitationCodeProblem}`) })}
        </p>
      ) : null}
    </>
  );
}
