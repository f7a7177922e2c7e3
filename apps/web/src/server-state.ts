import type { DehydratedState } from '@tanstack/react-query';
import type { LanguageCode } from '@laurel/contract';

/**
 * What a server-rendered page carries for its hydration (apps/web/src/app/README.md#server-rendering),
 * in `<script type="application/json" id="laurel-state">`: a data block, which the page's
 * Content-Security-Policy (scripts from 'self' only) lets through because it never runs.
 */
export const SERVER_STATE_ID = 'laurel-state';
/** Bumped when the shape changes, so an HTML page cached by an older build is not misread. */
export const SERVER_STATE_VERSION = 1;

export interface ServerState {
  version: number;
  /** The language the page was rendered in; hydration renders in it too. */
  language: LanguageCode;
  /** Every answer the page was rendered with (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** React Router's loader data of the matched routes. */
  loaderData: Record<string, unknown>;
}

/**
 * JSON safe inside a `<script>` element: `<` is escaped so no text in the data (an entry's title
 * saying `</script>`) can close the element, and U+2028/U+2029 for old parsers.
 */
export const serializeState = (state: ServerState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The state of the page being hydrated, or null when the browser renders it alone. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerState;
    return state.version === SERVER_STATE_VERSION ? state : null;
  } catch {
    return null;
  }
}
