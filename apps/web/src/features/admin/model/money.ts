/**
 * Prices are integer US cents on the wire (docs/product.md#api-conventions) and dollars on screen:
 * an organiser types 300 or 299.50, the call gets 30000 or 29950.
 */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

export const centsToDollars = (cents: number): number => cents / 100;

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** As the client writes money everywhere: `$299.50`. */
export const formatUsd = (cents: number): string => USD.format(cents / 100);

/** An optional price: null stays null (no such tier). */
export const optionalCents = (dollars: number | null | undefined): number | null =>
  dollars === null || dollars === undefined ? null : dollarsToCents(dollars);
