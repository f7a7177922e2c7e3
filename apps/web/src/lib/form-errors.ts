import type { FormInstance } from 'antd';
import { isApiError } from './request/index.ts';

/**
 * Puts a 422's field messages next to the fields of `form` that carry those names, in addition
 * to the toasts the request client shows (docs/product.md#errors): the user sees where to correct.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): void {
  if (!isApiError(error)) return;
  const map = error.fieldErrors;
  if (!map) return;
  const known = Object.entries(map).filter(([name]) => fields.includes(name));
  if (known.length) form.setFields(known.map(([name, errors]) => ({ name, errors })));
}
