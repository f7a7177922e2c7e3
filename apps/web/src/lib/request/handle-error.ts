import { FORBIDDEN_ROUTE } from '../constants.ts';
import { toast } from '../feedback.ts';
import { clearToken } from '../session/token.ts';
import { fieldMessages, type ApiError } from './api-error.ts';
import type { ShownInline } from './client.ts';
import { currentPath, navigateTo } from './navigate.ts';
import { reloginPath } from '../safe-redirect.ts';
import { errorText } from './texts.ts';

/**
 * The common error handling of docs/product.md#errors. Requests run it unless they pass
 * `skipErrorHandler`; code that opted out may still call it for the cases it does not handle
 * itself. `shownInline` names what the page shows itself (RequestOptions): that is not toasted.
 *
 * Toasts carry their text as key, so ten parallel calls failing the same way show one toast.
 */
export function handleApiError(error: ApiError, shownInline?: ShownInline): void {
  // On the server (src/entry-server.tsx) there is nobody to tell and nowhere to go: a page whose
  // data failed is not server-rendered, and the browser's own request reports the failure.
  if (typeof window === 'undefined') return;
  if (error.kind === 'canceled') return;
  if (error.kind === 'business' && error.code === 401) {
    // The session is over wherever the user is: the toast goes with them to /login, and logging
    // in again brings them back to the page they were on (a juror keeps their place).
    showError(errorText('sessionExpired'), true);
    clearToken();
    navigateTo(reloginPath(currentPath()));
    return;
  }
  if (error.kind === 'business' && error.code === 403) {
    navigateTo(FORBIDDEN_ROUTE);
    return;
  }
  if (shownInline === 'all') return;
  if (error.fieldErrors && shownInline === 'fields') return;
  showError(errorMessage(error));
}

/**
 * What the catalogue says of a failure (docs/product.md#errors): the transport texts; a 422's
 * messages, each under its field's label, one a line; the server's own sentence (a 409's
 * conflict, a 429's wait), except for a 5xx, whose text only names the request
 * (docs/product.md#api-conventions): that becomes a human sentence quoting the request id as a
 * reference. A page that shows a failure itself (an upload's row) says it in these words too.
 */
export function errorMessage(error: ApiError): string {
  if (error.kind !== 'business') return typeof error.msg === 'string' ? error.msg : errorText('requestError');
  if (error.fieldErrors) {
    const lines = fieldMessages(error.fieldErrors);
    return lines.length ? lines.join('\n') : errorText('requestFailed');
  }
  const text = typeof error.msg === 'string' ? error.msg.trim() : '';
  if (error.code >= 500) {
    const id = /request ([\w.:-]+?)\)?\.?$/i.exec(text)?.[1];
    return id ? errorText('serverErrorRef', { id }) : errorText('serverError');
  }
  return text || errorText('requestFailed');
}

function showError(text: string, keepOnNavigation = false): void {
  toast.error(text, { key: text, keepOnNavigation });
}
