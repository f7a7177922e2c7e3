import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { payFeePath } from '../../../lib/fee-pages.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useEntry } from '../../../lib/queries/entry-query.ts';
import { useOrderStatus } from '../../../lib/payments/order-status.ts';
import { OrderOutcome } from '../../../components/payments/order-outcome.tsx';
import '../../../components/payments/payments.css';
import '../../../i18n/payments.ts';

/** `?order_no=` as a provider sends it back: at most 64 characters (OrderNo in the contract). */
function readOrderNo(params: URLSearchParams): string | null {
  const raw = params.get('order_no')?.trim() ?? '';
  return raw && raw.length <= 64 ? raw : null;
}

/**
 * /pay-result?order_no=… (auth): where a provider's checkout sends the payer back
 * (docs/product.md#payment-flow). It follows the order until it is final: received, with what was
 * paid and the next step (invoice, certificate); still waiting for the provider; or not through,
 * with "Try again" back to the fee's pay step. An unknown order, or another account's, is not found.
 */
export default function PayResultPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const orderNo = readOrderNo(params);
  const order = useOrderStatus(orderNo);
  const entry = useEntry(order.data?.applyOrderId ?? null);
  const account = <ButtonLink to="/account">{t('outcome.toAccount')}</ButtonLink>;

  const shell = (body: ReactNode) => (
    <>
      <PageIntro titleKey="title.payResult" description={t('result.lead')} />
      <div className="container pay-result">{body}</div>
    </>
  );

  if (!orderNo) {
    return shell(
      <InlineState title={t('result.noneTitle')} body={t('result.noneBody')} action={account} />,
    );
  }
  if (order.data) {
    const { feeKind, applyOrderId } = order.data;
    return shell(
      <div className="pay-result__card">
        <OrderOutcome
          order={order.data}
          entry={entry.data ?? null}
          backLinks
          checkFailed={order.isError}
          retry={
            <ButtonLink type="primary" to={payFeePath(feeKind, applyOrderId)}>
              {t('outcome.tryAgain')}
            </ButtonLink>
          }
        />
      </div>,
    );
  }
  if (order.isError) {
    if (isApiError(order.error) && order.error.code === 404) {
      return shell(
        <InlineState
          role="alert"
          title={t('result.notFoundTitle')}
          body={t('result.notFoundBody')}
          action={account}
        />,
      );
    }
    return shell(<LoadError title={t('result.loadFailed')} onRetry={order.refetch} />);
  }
  return shell(
    <div className="pay-result__loading" role="status">
      <Spin /> <span>{t('result.loading')}</span>
    </div>,
  );
}
