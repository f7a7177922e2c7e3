import type {
  CertificateVerification,
  EntryFeeQuote,
  PaymentChannel,
  PaymentOrder,
  TrophyOrder,
} from '@laurel/contract';

/** Contract-shaped fees, channels, orders and certificates for the payment pages' tests. */

export const sandboxChannel = (): PaymentChannel => ({
  provider: 'sandbox',
  name: 'Sandbox',
  description: 'A test payment: choose success or failure, no money moves.',
  flow: 'redirect',
  iconUrl: null,
});

export const wxpayChannel = (): PaymentChannel => ({
  provider: 'wxpay',
  name: 'WeChat Pay',
  description: 'Scan a QR code with WeChat.',
  flow: 'qr',
  iconUrl: null,
});

export const entryFeeQuote = (
  applyOrderId: number,
  overrides: Partial<EntryFeeQuote> = {},
): EntryFeeQuote => ({
  applyOrderId,
  tier: 'regular',
  tierEndsAt: null,
  categoryFeeCents: 15_000,
  discountPercent: 0,
  discountCents: 0,
  amountCents: 15_000,
  currency: 'USD',
  invitationCode: null,
  invitationCodeProblem: null,
  status: 'unpaid',
  ...overrides,
});

export const paymentOrder = (overrides: Partial<PaymentOrder> = {}): PaymentOrder => ({
  orderNo: 'E20270302A1B2C3D4E5F60718',
  applyOrderId: 41,
  feeKind: 'entry',
  provider: 'sandbox',
  amountCents: 15_000,
  currency: 'USD',
  status: 'pending',
  qrCodeUrl: null,
  checkoutUrl: '/sandbox/checkout/E20270302A1B2C3D4E5F60718',
  expiresAt: null,
  paidAt: null,
  refundedCents: 0,
  createdAt: '2027-03-02T10:00:00.000Z',
  ...overrides,
});

export const trophyOrder = (id: number, overrides: Partial<TrophyOrder> = {}): TrophyOrder => ({
  id,
  applyOrderId: 41,
  quantity: 2,
  unitFeeCents: 25_000,
  amountCents: 50_000,
  feeStatus: 'unpaid',
  address: {
    recipient: 'Mira Holm',
    company: null,
    line1: 'Storgata 1',
    line2: null,
    city: 'Oslo',
    region: null,
    postalCode: '0155',
    country: 'NO',
    areaCode: '+47',
    phone: '22 33 44 55',
  },
  createdAt: '2026-11-21T09:00:00.000Z',
  ...overrides,
});

export const certificate = (
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification => ({
  code: 'LDA7K3F9QX2M',
  revoked: false,
  revokedAt: null,
  revokedReason: null,
  entry: {
    id: 41,
    title: 'Fold chair',
    credits: 'Design: Mira Holm\nStudio Mira, Oslo',
    winnerName: 'Mira Holm',
    award: 'Gold',
    awardZh: '金奖',
    category: 'Furniture',
    categoryZh: '家具',
    season: '2026',
    winnerUrl: '/winnerDetails?apply_order_id=41',
  },
  issuedAt: '2026-11-22T10:00:00.000Z',
  record: '{"code":"LDA7K3F9QX2M","entry":41,"title":"Fold chair"}',
  signature: 'c2lnbmF0dXJlLWJ5dGVz',
  algorithm: 'Ed25519',
  publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAexample\n-----END PUBLIC KEY-----',
  keyId: '5f0c2a9e81d4b377',
  keyFingerprint: 'sha256:5f0c2a9e81d4b3770e6a1c2d3b4f5a6978c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5',
  keyUrl: 'https://laurel.example/.well-known/laurel-certificate-key',
  keyCurrent: true,
  ...overrides,
});
