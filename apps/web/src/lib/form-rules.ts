import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { formMessages as m } from '@laurel/contract';

/** What a field schema's first refusal carries: its message, and the limit it names. */
interface Issue {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

interface SchemaDef {
  def?: { type?: string; innerType?: SchemaDef };
}

/** A number field (a quantity), through `.optional()` and the like: zod 4 keeps the kind in `def`. */
function isNumber(schema: SchemaDef): boolean {
  const def = schema.def;
  if (!def) return false;
  return def.type === 'number' || (def.innerType !== undefined && isNumber(def.innerType));
}

/**
 * The message of a contract refusal in the current language. The contract words every refusal
 * with the generic form messages (`formMessages`, packages/contract/src/messages.ts), so each is
 * matched back to its translation; one it does not know is shown as the server would show it.
 */
function translate(t: TFunction<'common'>, issue: Issue): string {
  if (issue.message === m.required()) return t('form.required');
  if (issue.message === m.type()) return t('form.type');
  if (issue.message === m.pattern()) return t('form.pattern');
  const max = Number(issue.maximum);
  if (issue.message === m.max(max)) return t('form.max', { n: max });
  const min = Number(issue.minimum);
  if (issue.message === m.min(min)) return t('form.min', { n: min });
  return issue.message;
}

/**
 * antd rules from the contract: a form field is checked by the very schema the server checks
 * the call with (`LoginRequest.shape.email`, `CreateEntryRequest.shape.videoUrl`), so the form
 * accepts exactly what the call accepts and says why in the same words, translated. A field is
 * required when its schema refuses a missing value, or when the form asks for more than the
 * call does (a draft's title may be empty; submitting it needs one).
 *
 * The schemas bring zod, so only the form pages' own chunks load them (bench/web-size.test.ts
 * keeps zod out of the home page's first load); this module itself imports no zod code.
 */
export function useFormRules() {
  const { t } = useTranslation('common');
  return useMemo(() => {
    const field = (schema: ZodType, options: { required?: boolean } = {}): FormRule[] => [
      {
        required: options.required ?? !schema.safeParse(undefined).success,
        // The presence check's type: antd's default is a string, which a number (an InputNumber's
        // value) fails with this rule's "required" message.
        ...(isNumber(schema as SchemaDef) ? { type: 'number' as const } : { whitespace: true }),
        message: t('form.required'),
      },
      {
        // A blank field is the required rule's to judge; an optional one is sent without it.
        validator: async (_rule, value: unknown) => {
          if (isBlank(value)) return;
          const result = schema.safeParse(value);
          if (!result.success) throw new Error(translate(t, result.error.issues[0] as Issue));
        },
      },
    ];
    /** The repetition of another field (a new password typed twice): a form's own check. */
    const sameAs = (other: string): FormRule[] => [
      { required: true, whitespace: true, message: t('form.required') },
      ({ getFieldValue }) => ({
        validator: (_rule: unknown, value: unknown) =>
          !value || getFieldValue(other) === value
            ? Promise.resolve()
            : Promise.reject(new Error(t('form.mismatch'))),
      }),
    ];
    return { field, sameAs };
  }, [t]);
}
