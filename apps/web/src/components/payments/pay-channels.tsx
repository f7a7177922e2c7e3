import { Radio } from 'antd';
import type { PaymentChannel, PaymentProvider } from '@laurel/contract';
import '../radio-cards.css';

interface PayChannelsProps {
  channels: PaymentChannel[];
  value: PaymentProvider | null;
  onChange: (provider: PaymentProvider) => void;
  labelledBy: string;
  disabled?: boolean;
}

/** The enabled ways to pay as radio cards: name and what it is, the provider's icon when it has one. */
export function PayChannels({ channels, value, onChange, labelledBy, disabled }: PayChannelsProps) {
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentProvider)}
      className="pay-channels"
      aria-labelledby={labelledBy}
      disabled={disabled}
    >
      {channels.map((channel) => (
        <Radio key={channel.provider} value={channel.provider} className="pay-channel radio-card">
          <span className="pay-channel__head">
            {channel.iconUrl ? (
              <img
                className="pay-channel__icon"
                src={channel.iconUrl}
                alt=""
                width={24}
                height={24}
              />
            ) : null}
            <span className="pay-channel__name">{channel.name}</span>
          </span>
          {channel.description ? (
            <span className="pay-channel__text">{channel.description}</span>
          ) : null}
        </Radio>
      ))}
    </Radio.Group>
  );
}
