import { useEffect, useState, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { formatMoney, type EntryDetail, type TrophyOrder } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useCategories } from '../../../lib/categories.ts';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useAwardLevels } from '../api/award-levels.ts';
import { useEntry } from '../../../lib/queries/entry-query.ts';
import { isPayable } from '../../../lib/payments/fee-target.ts';
import { useHashFocus } from '../../../lib/use-hash-focus.ts';
import { PayStep } from '../../../components/payments/pay-step.tsx';
import { TrophyOrderForm } from '../components/trophy-order-form.tsx';
import { TrophyOrders } from '../components/trophy-orders.tsx';
import '../../../components/payments/payments.css';
import '../components/award.css';
import '../../../i18n/payments.ts';

/** The order `#pay` opens: the newest one still to pay. */
const newestPayable = (orders: TrophyOrder[]) =>
  [...orders]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .find((o) => isPayable(o.feeStatus)) ?? null;

/**
 * /trophie?apply_order_id=N (auth; the route loads the category tree first,
 * docs/product.md#routes): an awarded entry's trophy orders, each paid with the additional-trophy
 * fee (docs/product.md#trophy-orders), and a form to order more, after which its pay step opens.
 */
export default function TrophiesPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation('common');
  // Loaded by the route before render (docs/product.md#routes); kept warm for the pages this one
  // links to.
  useCategories();
  const [params] = useSearchParams();
  const id = Number(params.get('apply_order_id'));
  const valid = Number.isInteger(id) && id > 0;
  const entry = useEntry(valid ? id : null);
  const back = <ButtonLink to="/account">{t('outcome.toAccount')}</ButtonLink>;

  const shell = (body: ReactNode) => (
    <>
      <PageIntro titleKey="title.trophie" description={tc('pages.trophie')} />
      <div className="container award-page">{body}</div>
    </>
  );

  if (!valid) return shell(<InlineState title={t('trophies.none')} action={back} />);
  if (entry.isPending) {
    return (
      <div className="container award-page award-loading">
        <Spin description={t('trophies.loading')} />
      </div>
    );
  }
  if (entry.isError)
    return shell(<InlineState role="alert" title={t('trophies.loadFailed')} action={back} />);
  if (entry.data.status !== 'awarded' || !entry.data.award) {
    return shell(
      <InlineState
        title={t('trophies.notAwardedTitle')}
        body={t('trophies.notAwardedBody')}
        action={back}
      />,
    );
  }
  return <Trophies entry={entry.data} back={back} />;
}

function Trophies({ entry, back }: { entry: EntryDetail; back: ReactNode }) {
  const { t } = useTranslation('payments');
  const { user } = useCurrentUser();
  const levels = useAwardLevels(entry.trophyFeeCents === null);
  const unitFeeCents =
    entry.trophyFeeCents ??
    levels.data?.find((l) => l.id === entry.award?.id)?.trophyFeeCents ??
    null;
  const { hash } = useLocation();
  // `#pay` (from the account or /pay-result) opens the newest order still to pay.
  const [payingId, setPayingId] = useState<number | null>(() =>
    hash === '#pay' ? (newestPayable(entry.trophyOrders)?.id ?? null) : null,
  );
  // A pay button moves the focus to the pay step it opens.
  const [payAsked, setPayAsked] = useState(0);
  // The order may be new (just ordered) before the entry has been fetched again.
  const [fresh, setFresh] = useState<TrophyOrder | null>(null);
  const paying =
    entry.trophyOrders.find((o) => o.id === payingId) ?? (fresh?.id === payingId ? fresh : null);
  const payHeading = useHashFocus<HTMLHeadingElement>('pay', paying !== null);
  const orders =
    fresh && !entry.trophyOrders.some((o) => o.id === fresh.id)
      ? [fresh, ...entry.trophyOrders]
      : entry.trophyOrders;
  const award = entry.award?.name ?? '';

  useEffect(() => {
    if (payAsked > 0) payHeading.current?.focus();
  }, [payAsked, payHeading]);

  const pay = (order: TrophyOrder) => {
    setPayingId(order.id);
    setPayAsked((n) => n + 1);
  };

  return (
    <>
      <PageIntro
        titleKey="title.trophie"
        eyebrow={t('trophies.eyebrow', { award, year: entry.seasonYear })}
        description={
          unitFeeCents === null
            ? t('trophies.leadNoPrice', { title: entry.title, award })
            : t('trophies.lead', { title: entry.title, award, price: formatMoney(unitFeeCents) })
        }
      />
      <div className="container award-page">
        {paying ? (
          <PayStep
            key={paying.id}
            entry={entry}
            target={{ kind: 'additionalTrophy', trophyOrder: paying }}
            headingRef={payHeading}
          />
        ) : null}
        {orders.length > 0 ? (
          <section className="award-section" aria-labelledby="trophy-orders-heading">
            <h2 id="trophy-orders-heading" className="award-section__heading">
              {t('trophies.ordersHeading')}
            </h2>
            <TrophyOrders orders={orders} paying={paying?.id ?? null} onPay={pay} />
          </section>
        ) : null}
        <section className="award-section" aria-labelledby="trophy-form-heading">
          <h2 id="trophy-form-heading" className="award-section__heading">
            {t('trophies.formHeading')}
          </h2>
          <p className="award-section__lead">{t('trophies.formLead')}</p>
          {unitFeeCents === null ? (
            levels.isPending ? (
              <Spin />
            ) : (
              <InlineState role="alert" title={t('trophies.noPrice')} />
            )
          ) : (
            <TrophyOrderForm
              entryId={entry.id}
              unitFeeCents={unitFeeCents}
              user={user}
              onOrdered={(order) => {
                setFresh(order);
                pay(order);
              }}
            />
          )}
        </section>
        <p className="award-page__back">{back}</p>
      </div>
    </>
  );
}
