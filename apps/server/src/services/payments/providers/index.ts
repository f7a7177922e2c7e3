import type { PaymentChannel, PaymentProvider } from '@laurel/contract';
import type { PaymentProviderAdapter } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

/** The providers this process can pay through, built once at start (app/create-context.ts). */
export interface PaymentProviders {
  /** The enabled provider of that name, or null. */
  get(name: string): PaymentProviderAdapter | null;
  /** The enabled channels, in the order they are offered. */
  channels(): PaymentChannel[];
  sandbox: ReturnType<typeof sandboxProvider> | null;
}

/**
 * The sandbox is the one channel so far, and only where configuration allows it
 * (`PAYMENT_SANDBOX`, off in production by default): its payer chooses the outcome. Issue 12 adds
 * WeChat Pay, Antom and TransferEasy behind the same interface.
 */
export function createPaymentProviders(opts: { secretKey: string; sandbox: boolean }): PaymentProviders {
  const sandbox = opts.sandbox ? sandboxProvider({ secretKey: opts.secretKey }) : null;
  const enabled = new Map<PaymentProvider, PaymentProviderAdapter>(sandbox ? [['sandbox', sandbox]] : []);
  return {
    get: (name) => enabled.get(name as PaymentProvider) ?? null,
    channels: () => [...enabled.values()].map((p) => p.channel),
    sandbox,
  };
}
