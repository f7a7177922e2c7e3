import type { EntryStatus, FeeStatus } from '@laurel/contract';

/**
 * Tag colours of an entry's status and fee statuses (the preview and the account page): quiet
 * while waiting, green when settled, orange for what the entrant still has to do.
 */
export const STATUS_COLOR: Record<EntryStatus, string> = {
  draft: 'default',
  submitted: 'blue',
  in_review: 'purple',
  awarded: 'gold',
  not_awarded: 'default',
  withdrawn: 'default',
};

export const FEE_COLOR: Record<FeeStatus, string> = {
  unpaid: 'orange',
  pending: 'blue',
  paid: 'green',
  waived: 'cyan',
  refunded: 'default',
};
