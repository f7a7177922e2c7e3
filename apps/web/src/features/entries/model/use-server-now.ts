import { useRegistrationTime } from '../api/registration-time.ts';

/**
 * The server's clock, from the registration window /steps loads before the wizard: the fee is
 * asked at the server's time (apps/server/src/services/payments/README.md#fees), and this device's clock may be wrong.
 */
export function useServerNow(): number {
  const { data, dataUpdatedAt } = useRegistrationTime();
  const now = Date.now();
  return data ? now + Date.parse(data.now) - dataUpdatedAt : now;
}
