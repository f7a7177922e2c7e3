import { FORBIDDEN_ROUTE, LOGIN_ROUTE } from '@laurel/contract';
import { toast } from '../feedback.ts';
import { clearToken } from '../session/token.ts';
import { fieldMessages, type ApiError } from './api-error.ts';
import { navigateTo } from './navigate.ts';
import { errorText } from './texts.ts';

/**
 * The common error handling of docs/product.md#errors. Requests run it unless they pass
 * `skipErrorHandler`; code that opted out may still call it for the cases it does not handle
 * itself.
 *
 * Toasts carry their text as key, so ten parallel calls failing the same way show one toast.
 */
export function handleApiError(error: ApiError): void {
  // On the server (src/entry-server.tsx) there is nobody to tell and nowhere to go: a page whose
  // data failed is not server-rendered, and the browser's own request reports the failure.
  if (typeof window === 'undefined') return;
  switch (error.kind) {
    case 'canceled':
      return;
    case 'business':
      return handleBusiness(error);
    default:
      showError(typeof error.msg === 'string' ? error.msg : errorText('requestError'));
  }
}

function handleBusiness(error: ApiError): void {
  if (error.code === 401) {
    showError(errorText('sessionExpired'));
    clearToken();
    navigateTo(LOGIN_ROUTE);
    return;
  }
  if (error.code === 403) {
    navigateTo(FORBIDDEN_ROUTE);
    return;
  }
  // 422: one toast per field message, "field: message". Any other code: its msg.
  const texts = typeof error.msg === 'string' ? [error.msg] : fieldMessages(error.msg);
  const shown = texts.filter((text) => text.trim() !== '');
  if (shown.length === 0) shown.push(errorText('requestFailed'));
  for (const text of shown) showError(text);
}

function showError(text: string): void {
  toast.error(text, { key: text });
}
