import { useEffect, useRef, useState } from 'react';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FeeKind } from '@laurel/contract';
import { InvoiceCorrectionForm } from './invoice-correction-form.tsx';
import '../../../components/entry-invoice-form.css';
import '../../../i18n/auth.ts';

/** Each fee's invoice as the account's document links name it. */
const INVOICE_NAME = {
  entry: 'entryInvoice',
  winnerPackage: 'winnerInvoice',
  additionalTrophy: 'trophyInvoice',
} as const;

/**
 * Correcting the billing details of an issued invoice, in place on the account page
 * (docs/product.md#invoices): of the entry fee, the winner package or the extra trophies, whichever
 * `fees` were paid. With more than one, the entrant first picks the invoice; the form below starts
 * afresh from that invoice (`invoice-correction-form.tsx`).
 */
export function InvoiceCorrection({
  entryId,
  fees,
  onClose,
}: {
  entryId: number;
  fees: readonly FeeKind[];
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const [feeKind, setFeeKind] = useState<FeeKind>(fees[0] ?? 'entry');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `invoice-correction-${entryId}`;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="entry-invoice" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="entry-invoice__heading">
        {t('account.correction.heading')}
      </h3>
      {fees.length > 1 ? (
        <div className="entry-invoice__which">
          <p id={`${headingId}-which`} className="entry-invoice__which-label">
            {t('account.correction.which')}
          </p>
          <Radio.Group
            aria-labelledby={`${headingId}-which`}
            value={feeKind}
            onChange={(event) => setFeeKind(event.target.value as FeeKind)}
            options={fees.map((fee) => ({
              value: fee,
              label: t(`account.docs.${INVOICE_NAME[fee]}`),
            }))}
          />
        </div>
      ) : null}
      <InvoiceCorrectionForm key={feeKind} entryId={entryId} feeKind={feeKind} onClose={onClose} />
    </section>
  );
}
