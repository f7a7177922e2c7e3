import { readFileSync } from 'node:fs';
import type { PaymentProvider } from '@laurel/contract';
import type { PaymentConfig } from '../../../core/config.ts';
import type { PaymentProviderAdapter, PaymentProviders } from '../../../core/payment-providers.ts';
import { antomProvider } from './antom/antom.ts';
import { sandboxProvider } from './sandbox/sandbox.ts';
import { transferEasyProvider } from './transfer-easy/transfer-easy.ts';
import { wxpayProvider } from './wxpay/wxpay.ts';

/**
 * Every provider whose credentials are configured (core/config.ts `payments`), real ones first,
 * then the sandbox where configuration allows it (`PAYMENT_SANDBOX`, off in production by
 * default): its payer chooses the outcome. A key file that cannot be read stops the start.
 */
export function createPaymentProviders(opts: {
  secretKey: string;
  sandbox: boolean;
  payments: PaymentConfig;
}): PaymentProviders {
  const pem = (path: string) => readFileSync(path, 'utf8');
  const enabled = new Map<PaymentProvider, PaymentProviderAdapter>();
  const { wxpay, antom, transferEasy } = opts.payments;
  if (wxpay) {
    enabled.set(
      'wxpay',
      wxpayProvider({
        mchId: wxpay.mchId,
        appId: wxpay.appId,
        merchantSerialNo: wxpay.merchantSerialNo,
        merchantPrivateKey: pem(wxpay.merchantPrivateKeyFile),
        platformPublicKey: pem(wxpay.platformPublicKeyFile),
        platformSerial: wxpay.platformSerial,
        apiV3Key: wxpay.apiV3Key,
        baseUrl: wxpay.baseUrl,
        merchantCategoryCode: wxpay.merchantCategoryCode,
        timeoutMs: opts.payments.timeoutMs,
      }),
    );
  }
  if (antom) {
    enabled.set(
      'antom',
      antomProvider({
        clientId: antom.clientId,
        merchantPrivateKey: pem(antom.merchantPrivateKeyFile),
        antomPublicKey: pem(antom.antomPublicKeyFile),
        keyVersion: antom.keyVersion,
        baseUrl: antom.baseUrl,
        timeoutMs: opts.payments.timeoutMs,
      }),
    );
  }
  if (transferEasy) {
    enabled.set(
      'transferEasy',
      transferEasyProvider({
        merchantNo: transferEasy.merchantNo,
        productCode: transferEasy.productCode,
        merchantPrivateKey: pem(transferEasy.merchantPrivateKeyFile),
        platformPublicKey: pem(transferEasy.platformPublicKeyFile),
        baseUrl: transferEasy.baseUrl,
        timeoutMs: opts.payments.timeoutMs,
      }),
    );
  }
  const sandbox = opts.sandbox ? sandboxProvider({ secretKey: opts.secretKey }) : null;
  if (sandbox) enabled.set('sandbox', sandbox);
  return {
    get: (name) => enabled.get(name as PaymentProvider) ?? null,
    channels: () => [...enabled.values()].map((p) => p.channel),
    sandbox,
  };
}
