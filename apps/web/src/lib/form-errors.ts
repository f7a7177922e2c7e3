import type { FormInstance } from 'antd';

type NamePath = Parameters<FormInstance['focusField']>[0];
import { toast } from './feedback.ts';
import { fieldMessages, formMessageText, isApiError } from './request/index.ts';

/** Where a form scrolls to its first error: into the middle of the screen, focused. */
export const SCROLL_TO_FIRST_ERROR = { focus: true, block: 'center' } as const;

/**
 * Scrolls to a field and focuses it. A form is disabled while its call is on its way, and the
 * answer arrives before it is enabled again: a disabled input takes no focus, so focusing is tried
 * again on the next frames until it lands. For a form whose server names do not match its field
 * names one for one (nested fields), which so cannot use `showFieldErrors`.
 */
export function goToField(form: FormInstance, name: NamePath, tries = 10): void {
  form.scrollToField(name, { block: SCROLL_TO_FIRST_ERROR.block });
  const attempt = (left: number) => {
    const before = document.activeElement;
    form.focusField(name);
    if (document.activeElement === before && left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(tries);
}

/**
 * Puts a 422's field messages next to the fields of `form` that carry those names, and takes the
 * user to the first of them (docs/product.md#form-messages). The form's call passes
 * `shownInline: 'fields'`, so no toast repeats them; a message for a field the form does not
 * have becomes one toast, under its field's label. Returns whether the error was a 422.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  if (!isApiError(error)) return false;
  const map = error.fieldErrors;
  if (!map) return false;
  const entries = Object.entries(map);
  const known = entries.filter(([name]) => fields.includes(name));
  const other = fieldMessages(Object.fromEntries(entries.filter(([name]) => !fields.includes(name))));
  if (known.length) {
    form.setFields(known.map(([name, errors]) => ({ name, errors: errors.map(formMessageText) })));
    const first = fields.find((name) => known.some(([key]) => key === name));
    if (first) goToField(form, first);
  }
  if (other.length) {
    const text = other.join('\n');
    toast.error(text, { key: text });
  }
  return true;
}
