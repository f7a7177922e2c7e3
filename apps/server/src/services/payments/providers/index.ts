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
 * While no real provider has credentials the sandbox is the one channel (issue 12 adds WeChat Pay,
 * Antom and TransferEasy behind the same interface).
 */
export function createPaymentProviders(opts: { secretKey: string }): PaymentProviders {
  const sandbox = sandboxProvider({ secretKey: opts.secretKey });
  const enabled = new Map<PaymentProvider, PaymentProviderAdapter>([['sandbox', sandbox]]);
  return {
    get: (name) => enabled.get(name as PaymentProvider) ?? null,
    channels: () => [...enabled.values()].map((p) => p.channel),
    sandbox,
  };
}
