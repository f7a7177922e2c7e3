import { AppError } from '../../../lib/errors.ts';

/*
 * The errors of the providers' adapters. What an adapter offers (PaymentProviderAdapter) and the
 * values it takes and gives are the context's port, core/payment-providers.ts.
 */

/**
 * A callback that is not signed by the provider, too old, or cannot be read: the sender's fault,
 * a 400. The notify route answers it in the provider's own format (`callbackReply(false)`).
 */
export class BadCallback extends AppError {
  constructor(reason: string) {
    super(400, reason);
  }
}

/** The provider refused a request or answered something this adapter cannot trust. */
export class ProviderError extends Error {}
