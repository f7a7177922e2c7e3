import { getApiBaseUrl } from '../request/index.ts';

/**
 * The absolute address of an order's checkout page, or null for one the browser must not open.
 * The sandbox's is a path on the server (`/sandbox/checkout/…`), so a relative address is resolved
 * against the API's origin, which is the page's own unless the app talks to a server elsewhere.
 * Only http(s): an address from a provider is never run as `javascript:`.
 */
export function checkoutAddress(url: string): string | null {
  try {
    const resolved = new URL(url, new URL(getApiBaseUrl(), window.location.href));
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}
