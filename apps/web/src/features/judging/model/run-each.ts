import { handleApiError, isApiError } from '../../../lib/request/index.ts';

export interface Refusal {
  id: number;
  message: string;
}

export interface EachResult {
  done: number[];
  refused: Refusal[];
}

/**
 * Runs one call per entry, one after the other (each writes its own audit row and may be refused
 * on its own: a conflict, an entry that is not awarded), and gathers what the server refused so
 * the page can say which entries and why. A failure that is not about the entry — the session
 * ended, the role is gone, no network — goes to the common error handling and stops the run.
 * The calls are made with `skipErrorHandler`.
 */
export async function runEach(ids: readonly number[], action: (id: number) => Promise<unknown>): Promise<EachResult> {
  const result: EachResult = { done: [], refused: [] };
  for (const id of ids) {
    try {
      await action(id);
      result.done.push(id);
    } catch (error) {
      if (isApiError(error) && error.kind === 'business' && error.code !== 401 && error.code !== 403) {
        result.refused.push({ id, message: error.message });
        continue;
      }
      if (isApiError(error)) handleApiError(error);
      throw error;
    }
  }
  return result;
}
