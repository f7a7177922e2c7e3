/** A whole number above zero from the URL, or null for anything else. */
export const positiveParam = (raw: string | null): number | null =>
  raw !== null && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/**
 * The entry a page of the jury opens (`?apply_order_id=N`): the reviewers' queue and details
 * (features/review) and the judge's details (features/judging).
 */
export const readEntryId = (params: URLSearchParams): number | null =>
  positiveParam(params.get('apply_order_id'));
