import type { EntrySummary, FeeStatus } from '@laurel/contract';

/**
 * Where an entry stands, as one line of five steps (docs/product.md#entrant-journey): draft →
 * submitted → entry fee paid → in review → result. Each step is done, the current one, still to
 * come, or needs attention (a fee left unpaid while the entry went on).
 */
export const PROGRESS_STEPS = ['draft', 'submitted', 'feePaid', 'inReview', 'result'] as const;
export type ProgressStepKey = (typeof PROGRESS_STEPS)[number];
export type StepState = 'done' | 'current' | 'upcoming' | 'attention';

export interface ProgressStep {
  key: ProgressStepKey;
  state: StepState;
  /** What the step says besides its name, an i18n key under `account.progress.notes`. */
  note?: ProgressNote;
}

export type ProgressNote =
  | 'due'
  | 'pending'
  | 'waived'
  | 'refunded'
  | 'unpaid'
  | 'waiting'
  | 'awarded'
  | 'notAwarded'
  | 'withdrawn';

/** A fee the entrant can still pay on the site. */
export const isPayable = (status: FeeStatus) => status === 'unpaid' || status === 'pending';
const isSettled = (status: FeeStatus) => status === 'paid' || status === 'waived';

const FEE_NOTE: Partial<Record<FeeStatus, ProgressNote>> = {
  pending: 'pending',
  waived: 'waived',
  refunded: 'refunded',
};

/** The entry's five steps, with the one it is at marked current. */
export function entryProgress(entry: EntrySummary): ProgressStep[] {
  const fee = entry.entryFeeStatus;
  const at: Record<EntrySummary['status'], number> = {
    draft: 0,
    submitted: isSettled(fee) ? 3 : 2,
    in_review: 3,
    awarded: 4,
    not_awarded: 4,
    withdrawn: 4,
  };
  const current = at[entry.status];
  return PROGRESS_STEPS.map((key, index): ProgressStep => {
    if (index === current) return { key, state: 'current', ...currentNote(key, entry) };
    if (index > current) return { key, state: 'upcoming' };
    if (key === 'feePaid' && !isSettled(fee)) {
      // The entry went on without its fee settled: a refund, or a fee still open.
      return { key, state: 'attention', note: FEE_NOTE[fee] ?? 'unpaid' };
    }
    return { key, state: 'done', ...(key === 'feePaid' && fee === 'waived' ? { note: 'waived' } : {}) };
  });
}

function currentNote(key: ProgressStepKey, entry: EntrySummary): { note?: ProgressNote } {
  switch (key) {
    case 'feePaid':
      return { note: entry.entryFeeStatus === 'pending' ? 'pending' : 'due' };
    case 'inReview':
      return entry.status === 'submitted' ? { note: 'waiting' } : {};
    case 'result':
      if (entry.status === 'awarded') return { note: 'awarded' };
      return { note: entry.status === 'withdrawn' ? 'withdrawn' : 'notAwarded' };
    default:
      return {};
  }
}

/** A fee line under the progress: shown only where the fee applies to the entry now. */
export interface FeeLine {
  kind: 'entry' | 'winnerPackage' | 'trophy';
  status: FeeStatus;
  cents: number | null;
}

/**
 * The fees that apply (docs/product.md#fees): the entry fee once submitted, the winner package
 * once awarded, extra trophies once some were ordered (`trophiesOrdered`, from the entry itself:
 * an order not yet paid leaves the list's status at `unpaid`, like no order at all).
 */
export function feeLines(entry: EntrySummary, trophiesOrdered: boolean): FeeLine[] {
  const lines: FeeLine[] = [];
  if (entry.status !== 'draft') lines.push({ kind: 'entry', status: entry.entryFeeStatus, cents: entry.entryFeeCents });
  if (entry.status === 'awarded') {
    lines.push({ kind: 'winnerPackage', status: entry.winnerPackageFeeStatus, cents: entry.winnerPackageFeeCents });
    if (trophiesOrdered || entry.additionalTrophyFeeStatus !== 'unpaid') {
      lines.push({ kind: 'trophy', status: entry.additionalTrophyFeeStatus, cents: null });
    }
  }
  return lines;
}
