import pLimit from 'p-limit';

/**
 * How many questions the payments desk puts to the providers at once (the recheck and the day's
 * reconciliation). One at a time, a day of 500 orders at a few hundred milliseconds a query held
 * the request for minutes; all at once would be 500 connections to one provider, which rate-limits
 * merchants. p-limit, a maintained library, keeps a few in flight.
 */
export const PROVIDER_QUESTIONS_AT_ONCE = 6;

/** Runs `ask` for every item, PROVIDER_QUESTIONS_AT_ONCE at a time; resolves when all have. */
export async function askEach<T>(
  items: readonly T[],
  ask: (item: T) => Promise<void>,
): Promise<void> {
  await pLimit(PROVIDER_QUESTIONS_AT_ONCE).map(items, ask);
}
