import { adminCalls } from './admin/index.ts';
import { applyCalls } from './apply/index.ts';
import { awardSealCalls } from './award-seal.ts';
import { judgeCalls } from './judge/index.ts';
import { paymentCalls } from './payments.ts';
import { pdfCalls } from './pdf.ts';
import { publicCalls } from './public/index.ts';
import { subJudgeCalls } from './sub-judge.ts';
import { systemCalls } from './system.ts';
import { userCalls } from './user.ts';

export * from './define.ts';
export * from './limits.ts';
export * from './models/competition.ts';
export * from './models/content.ts';
export * from './models/entry.ts';
export * from './models/entry-filter.ts';
export * from './models/entry-form.ts';
export * from './models/payment.ts';
export * from './models/requests.ts';
export * from './models/review.ts';
export * from './system.ts';
export * from './user.ts';
export * from './public/index.ts';
export * from './apply/index.ts';
export * from './payments.ts';
export * from './pdf.ts';
export * from './award-seal.ts';
export * from './judge/index.ts';
export * from './sub-judge.ts';
export * from './admin/index.ts';

/** Every call of docs/product.md#calls (plus system calls), grouped by area. */
export const calls = {
  system: systemCalls,
  user: userCalls,
  public: publicCalls,
  apply: applyCalls,
  payments: paymentCalls,
  pdf: { ...pdfCalls, ...awardSealCalls },
  judge: judgeCalls,
  subJudge: subJudgeCalls,
  admin: adminCalls,
} as const;
