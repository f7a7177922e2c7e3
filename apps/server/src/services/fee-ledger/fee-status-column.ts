/** The entry's column that holds each fee's status (docs/product.md#fees). */
export const FEE_STATUS_COLUMN = {
  entry: 'entryFeeStatus',
  winnerPackage: 'winnerPackageFeeStatus',
  additionalTrophy: 'additionalTrophyFeeStatus',
} as const;
