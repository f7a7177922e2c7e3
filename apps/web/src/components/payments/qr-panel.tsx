import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PaymentOrder } from '@laurel/contract';
import { useFormatDate } from '../../lib/format-date.ts';
import { QrCode } from './qr-code.tsx';
import '../../i18n/payments.ts';

interface QrPanelProps {
  order: PaymentOrder;
  channelName: string;
  /** The last status check failed; the next one is on its way. */
  checkFailed: boolean;
  onOther: () => void;
}

/** A pending `qr` order: its code to scan, and a status line that follows the order by itself. */
export function QrPanel({ order, channelName, checkFailed, onOther }: QrPanelProps) {
  const { t } = useTranslation('payments');
  const formatDate = useFormatDate();
  const amount = formatMoney(order.amountCents);
  return (
    <div className="qr-panel">
      {order.checkoutUrl ? (
        // On a phone the code is for another screen: the main action opens the checkout here
        // (payments.css shows this button only on narrow screens, the link below elsewhere).
        <Button
          type="primary"
          size="large"
          block
          className="qr-panel__here-phone"
          href={order.checkoutUrl}
        >
          {t('qr.openHerePhone', { channel: channelName, amount })}
        </Button>
      ) : null}
      <div className="qr-panel__code">
        {order.qrCodeUrl ? (
          <QrCode
            value={order.qrCodeUrl}
            label={t('qr.label', { amount, channel: channelName })}
            failedText={t('qr.drawFailed')}
          />
        ) : null}
      </div>
      <div className="qr-panel__text">
        <h3 className="qr-panel__heading">{t('qr.heading', { amount })}</h3>
        <p>{t('qr.hint', { channel: channelName })}</p>
        <div className="qr-panel__status" role="status" aria-live="polite">
          <Spin size="small" /> <span>{checkFailed ? t('qr.checkFailed') : t('qr.waiting')}</span>
        </div>
        {order.expiresAt ? (
          <p className="qr-panel__note">
            {t('qr.expires', { time: formatDate(order.expiresAt, true) })}
          </p>
        ) : null}
        <p className="qr-panel__note">
          {t('outcome.orderNo')}: <span className="pay-order-no">{order.orderNo}</span>
        </p>
        {order.checkoutUrl ? (
          // A provider whose code is also a page (the sandbox): it can be opened on this device.
          <p className="qr-panel__note qr-panel__here-desktop">
            <a href={order.checkoutUrl}>{t('qr.openHere', { channel: channelName })}</a>
          </p>
        ) : null}
        <Button onClick={onOther}>{t('qr.other')}</Button>
      </div>
    </div>
  );
}
