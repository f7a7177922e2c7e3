import { z } from 'zod';
import {
  Cents,
  CountryCode,
  DialCode,
  FeeStatus,
  IsoDate,
  Name,
  PhoneNumber,
  optionalString,
  requiredString,
} from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { FeeTierName, InvitationCodeCheck } from './competition.ts';

/*
 * Fees, payment orders, trophy orders and invoices (docs/product.md#domain,
 * docs/product.md#payment-flow). Amounts are integer US cents (docs/product.md#api-conventions).
 */

/** The providers behind the payment interface; `sandbox` is the default until credentials exist. */
export const PaymentProvider = z.enum(['wxpay', 'antom', 'transferEasy', 'sandbox']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/**
 * Who an order was paid through: a provider, or `offline` — a transfer received outside the site
 * that the payments desk recorded by hand (docs/decisions/024-offline-payments-are-orders.md). No
 * one pays through `offline`: it is never a channel.
 */
export const OrderProvider = z.enum([...PaymentProvider.options, 'offline']);
export type OrderProvider = z.infer<typeof OrderProvider>;

/** The three fees an entry can carry (docs/product.md#fees). */
export const FeeKind = z.enum(['entry', 'winnerPackage', 'additionalTrophy']);
export type FeeKind = z.infer<typeof FeeKind>;

/**
 * `pending → paid | failed | expired | cancelled`, then `refunded`
 * (docs/product.md#payment-orders).
 */
export const PaymentStatus = z.enum([
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** An enabled way to pay one fee (`get…PaymentChannel`). */
export const PaymentChannel = z.object({
  provider: PaymentProvider,
  name: z.string(),
  description: z.string(),
  /** `qr`: show `qrCodeUrl` and poll; `redirect`: send the browser to `checkoutUrl`. */
  flow: z.enum(['qr', 'redirect']),
  iconUrl: z.string().nullable(),
});
export type PaymentChannel = z.infer<typeof PaymentChannel>;

/**
 * A payment order (`order_no`). One open order per entry, fee kind and provider: paying again
 * returns the same order while it is pending (docs/product.md#payment-orders).
 */
export const PaymentOrder = z.object({
  orderNo: z.string(),
  applyOrderId: z.number().int(),
  feeKind: FeeKind,
  provider: OrderProvider,
  amountCents: Cents,
  currency: z.string(),
  status: PaymentStatus,
  /** What to render as a QR code (WeChat's `code_url`), for `qr` channels while pending. */
  qrCodeUrl: z.string().nullable(),
  /** Where to send the browser, for `redirect` channels while pending. */
  checkoutUrl: z.string().nullable(),
  expiresAt: IsoDate.nullable(),
  paidAt: IsoDate.nullable(),
  /** Given back so far (partial refunds add up); the order is `refunded` once it is all back. */
  refundedCents: Cents,
  createdAt: IsoDate,
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;

/**
 * `getEntryFee`: what the entry fee comes to, after an invitation code, with the breakdown:
 * `categoryFeeCents` (the category's fee in the `tier` of today, see FeeTier) −
 * `discountCents` (`discountPercent` of it, rounded to the cent; or, for a fixed-amount code whose
 * `discountPercent` is 0, that amount up to the whole fee) = `amountCents`.
 */
export const EntryFeeQuote = z.object({
  applyOrderId: z.number().int(),
  tier: FeeTierName,
  /** When this tier's price stops applying (the next tier starts); null for the last tier. */
  tierEndsAt: IsoDate.nullable(),
  categoryFeeCents: Cents,
  discountPercent: z.number().int().min(0).max(100),
  discountCents: Cents,
  amountCents: Cents,
  currency: z.string(),
  invitationCode: z.string().nullable(),
  /**
   * Why the entry's code gives no discount (a draft's code that has expired, run out or been
   * switched off since it was entered); null when it does or there is none.
   */
  invitationCodeProblem: InvitationCodeCheck.shape.reason,
  status: FeeStatus,
});
export type EntryFeeQuote = z.infer<typeof EntryFeeQuote>;

/** Where trophies go, as the entrant types it. */
export const ShippingAddressInput = z.object({
  recipient: Name,
  company: optionalString(200),
  line1: requiredString(200),
  line2: optionalString(200),
  city: requiredString(100),
  region: optionalString(100),
  postalCode: optionalString(20),
  country: CountryCode,
  areaCode: DialCode,
  phone: PhoneNumber,
  // Not an object at all: the form's "required" or "invalid", never zod's own English.
}, { error: (iss) => (iss.input === undefined ? m.required() : m.type()) });
export type ShippingAddressInput = z.input<typeof ShippingAddressInput>;

export const ShippingAddress = z.object({
  recipient: z.string(),
  company: z.string().nullable(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  areaCode: z.string(),
  phone: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * Extra trophies for an awarded entry, paid by the additional-trophy fee
 * (docs/product.md#trophy-orders).
 */
export const TrophyOrder = z.object({
  id: z.number().int(),
  applyOrderId: z.number().int(),
  quantity: z.number().int().min(1),
  unitFeeCents: Cents,
  amountCents: Cents,
  feeStatus: FeeStatus,
  address: ShippingAddress,
  createdAt: IsoDate,
});
export type TrophyOrder = z.infer<typeof TrophyOrder>;

/**
 * An invoice, or a credit note that gives part of one back: gapless number per series and year,
 * issued once for a paid order or a refund and never changed (docs/product.md#invoices).
 */
export const Invoice = z.object({
  id: z.number().int(),
  kind: z.enum(['invoice', 'credit_note']),
  /** e.g. `INV-2026-000123`, `CN-2026-000004`. */
  number: z.string(),
  /** A credit note's invoice; null for an invoice. */
  creditsInvoiceNumber: z.string().nullable(),
  applyOrderId: z.number().int(),
  orderNo: z.string(),
  feeKind: FeeKind,
  amountCents: Cents,
  currency: z.string(),
  billingName: z.string(),
  billingCompany: z.string().nullable(),
  billingAddress: z.string().nullable(),
  country: z.string().nullable(),
  taxId: z.string().nullable(),
  /** A formal Chinese tax invoice (fapiao) was requested. */
  fapiao: z.boolean(),
  issuedAt: IsoDate,
});
export type Invoice = z.infer<typeof Invoice>;

/**
 * What the public verification page shows for a certificate's code (docs/product.md#certificates).
 * `record` is the exact text that was signed and `signature` its Ed25519 signature (base64) under
 * the organiser's key `publicKey` (SPKI PEM), so a saved copy can be checked offline.
 */
export const CertificateVerification = z.object({
  code: z.string(),
  revoked: z.boolean(),
  revokedAt: IsoDate.nullable(),
  revokedReason: z.string().nullable(),
  entry: z.object({
    id: z.number().int(),
    title: z.string(),
    credits: z.string().nullable(),
    winnerName: z.string(),
    award: z.string(),
    awardZh: z.string().nullable(),
    category: z.string(),
    categoryZh: z.string().nullable(),
    season: z.string(),
    /** Where the winner is shown publicly; null while the entry is not shown. */
    winnerUrl: z.string().nullable(),
  }),
  issuedAt: IsoDate,
  record: z.string(),
  signature: z.string(),
  algorithm: z.literal('Ed25519'),
  publicKey: z.string(),
  /** The signing key's id (the first 16 hex digits of its fingerprint) and SHA-256 fingerprint, `sha256:…`. */
  keyId: z.string(),
  keyFingerprint: z.string(),
  /** Where the organiser publishes its certificate key (JSON; `.pem` for the PEM alone). */
  keyUrl: z.string(),
  /** Whether this certificate was signed with the key published there now (false after a key change). */
  keyCurrent: z.boolean(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;
