import { useState } from 'react';
import { Button, Tag } from 'antd';
import { DownloadOutlined, FileTextOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type EntryDetail, formatMoney, pdfCallMeta } from '@laurel/contract';
import { FEE_COLOR } from '../../../lib/entry-status.ts';
import { downloadAwardSeal } from '../../../lib/download-award-seal.ts';
import { toast } from '../../../lib/feedback.ts';
import { printDocument } from '../../../lib/print-document.ts';
import { isPayable } from '../../../lib/payments/fee-target.ts';
import { useHashFocus } from '../../../lib/use-hash-focus.ts';
import { PayStep } from '../../../components/payments/pay-step.tsx';
import '../../../i18n/entries.ts';

const WINNER_PACKAGE = { kind: 'winnerPackage' } as const;

/**
 * The winner package fee of the entry's award level and where its payment stands; its pay step
 * while it is due (`#pay` leads there), and the certificate, the award's seal (SVG and PNG) and
 * the invoice once it is settled (docs/product.md#certificates, docs/product.md#award-marks).
 */
export function WinnerPackage({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const status = entry.winnerPackageFeeStatus;
  // The pay step stays once shown, so a payment made in it can end there after the fee turns paid.
  const [payShown, setPayShown] = useState(false);
  if (isPayable(status) && !payShown) setPayShown(true);
  const payHeading = useHashFocus<HTMLHeadingElement>('pay', payShown);
  const print = (call: typeof pdfCallMeta.printCertPdf) => {
    printDocument(call, { apply_order_id: entry.id }).catch(() =>
      toast.error(t('award.fileFailed')),
    );
  };

  return (
    <>
      <section className="award-section" aria-labelledby="winner-package-heading">
        <h2 id="winner-package-heading" className="award-section__heading">
          {t('award.packageHeading')}
        </h2>
        {entry.winnerPackageFeeCents !== null ? (
          <p className="award-section__lead">
            {t('award.packageFee', {
              award: entry.award?.name ?? '',
              fee: formatMoney(entry.winnerPackageFeeCents),
            })}
          </p>
        ) : null}
        <p className="award-package__status">
          <Tag color={FEE_COLOR[status]} data-testid="package-status">
            {t(`fee.${status}`)}
          </Tag>{' '}
          {t(`award.packageStatus.${status}`)}
        </p>
        {entry.documents.certificate || entry.documents.winnerPackageFeeInvoice ? (
          <div className="award-package__documents">
            {entry.documents.certificate ? (
              <Button
                type="primary"
                icon={<SafetyCertificateOutlined />}
                onClick={() => print(pdfCallMeta.printCertPdf)}
              >
                {t('award.certificate')}
              </Button>
            ) : null}
            {entry.documents.certificate
              ? (['svg', 'png'] as const).map((format) => (
                  <Button
                    key={format}
                    icon={<DownloadOutlined />}
                    // A refusal was shown by the request client; nothing is left to do here.
                    onClick={() => downloadAwardSeal(entry.id, format).catch(() => undefined)}
                  >
                    {t(format === 'svg' ? 'award.sealSvg' : 'award.sealPng')}
                  </Button>
                ))
              : null}
            {entry.documents.winnerPackageFeeInvoice ? (
              <Button
                icon={<FileTextOutlined />}
                onClick={() => print(pdfCallMeta.printWinnerPackageFeeInvoice)}
              >
                {t('award.packageInvoice')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      {payShown ? <PayStep entry={entry} target={WINNER_PACKAGE} headingRef={payHeading} /> : null}
    </>
  );
}
