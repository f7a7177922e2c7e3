import { z } from 'zod';
import { requiredString, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { ENTRY_CREDITS_MAX, ENTRY_DESCRIPTION_MAX, ENTRY_IMAGES_MAX, ENTRY_TITLE_MAX } from '../limits.ts';

/*
 * The entry form (docs/product.md#entry-form): which fields an entry asks for, per season and, where
 * a category needs its own, per category. The built-in fields are the entry's columns; custom
 * fields are the organiser's own, stored by key on the entry. An entry submitted keeps the form it
 * was submitted with.
 */

export const ENTRY_FORM_LABEL_MAX = 120;
export const ENTRY_FORM_HELP_MAX = 500;
export const CUSTOM_FIELDS_MAX = 30;
export const CUSTOM_TEXT_MAX = 5000;
export const CHOICE_OPTIONS_MAX = 30;

const Label = storableString(m.type).trim().max(ENTRY_FORM_LABEL_MAX, m.max(ENTRY_FORM_LABEL_MAX));
const Help = storableString(m.type).trim().max(ENTRY_FORM_HELP_MAX, m.max(ENTRY_FORM_HELP_MAX));

/** Own wording for a built-in field; empty strings keep the product's own. */
const Wording = { label: Label, labelZh: Label, help: Help, helpZh: Help };

const TextField = (max: number) =>
  z.object({ ...Wording, required: z.boolean(), maxLength: z.number().int().min(1).max(max) });

/** A built-in field the organiser may leave out (`enabled: false`). */
const OptionalField = z.object({ ...Wording, enabled: z.boolean(), required: z.boolean() });

export const BuiltInFields = z.object({
  title: TextField(ENTRY_TITLE_MAX),
  description: TextField(ENTRY_DESCRIPTION_MAX),
  credits: TextField(ENTRY_CREDITS_MAX).extend({ enabled: z.boolean() }),
  images: z.object({ ...Wording, min: z.number().int().min(1).max(ENTRY_IMAGES_MAX), max: z.number().int().min(1).max(ENTRY_IMAGES_MAX) }),
  pdf: OptionalField,
  videoUrl: OptionalField,
});
export type BuiltInFields = z.infer<typeof BuiltInFields>;

export const CUSTOM_FIELD_TYPES = ['shortText', 'longText', 'choice', 'link', 'number'] as const;
export const CustomFieldType = z.enum(CUSTOM_FIELD_TYPES);
export type CustomFieldType = z.infer<typeof CustomFieldType>;

export const CustomFieldKey = requiredString(32).regex(/^([a-z][a-z0-9_]*)?$/, m.pattern());

export const ChoiceOption = z.object({ value: CustomFieldKey, label: requiredString(ENTRY_FORM_LABEL_MAX), labelZh: Label });
export type ChoiceOption = z.infer<typeof ChoiceOption>;

export const CustomField = z.object({
  key: CustomFieldKey,
  type: CustomFieldType,
  label: requiredString(ENTRY_FORM_LABEL_MAX),
  labelZh: Label,
  help: Help,
  helpZh: Help,
  required: z.boolean(),
  /** Text types: the most characters. */
  maxLength: z.number().int().min(1).max(CUSTOM_TEXT_MAX).nullable(),
  /** `choice`: the options, in order. */
  options: z.array(ChoiceOption).max(CHOICE_OPTIONS_MAX),
  /** `number`: the bounds. */
  min: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable(),
  max: z.number().int().min(-1_000_000_000).max(1_000_000_000).nullable(),
  /**
   * Whether the jury reads it. Off for anything that could name the entrant (a studio's website,
   * a client): judging is blind (docs/product.md#reviews).
   */
  showToJury: z.boolean(),
});
export type CustomField = z.infer<typeof CustomField>;

export const EntryForm = z.object({
  builtIn: BuiltInFields,
  custom: z.array(CustomField).max(CUSTOM_FIELDS_MAX),
});
export type EntryForm = z.infer<typeof EntryForm>;

/** A custom field's value on an entry: text for the text, choice and link types, a number for `number`. */
const TextValue = storableString(m.type).max(CUSTOM_TEXT_MAX, m.max(CUSTOM_TEXT_MAX));
// Out of range is "Invalid type": the product's form messages have no range of numbers, and zod's
// own English must not reach the entrant (docs/product.md#form-messages).
const NumberValue = z.number({ error: m.type }).int(m.type()).min(-1_000_000_000, m.type()).max(1_000_000_000, m.type());
export const CustomValue = z.union([TextValue, NumberValue]);
export type CustomValue = z.infer<typeof CustomValue>;

const noWording = { label: '', labelZh: '', help: '', helpZh: '' };

/**
 * The form a season has until its organiser changes it: what the product always asked, so a
 * season made before forms existed reads the same.
 */
export const DEFAULT_ENTRY_FORM: EntryForm = {
  builtIn: {
    title: { ...noWording, required: true, maxLength: ENTRY_TITLE_MAX },
    description: { ...noWording, required: true, maxLength: ENTRY_DESCRIPTION_MAX },
    credits: { ...noWording, enabled: true, required: true, maxLength: ENTRY_CREDITS_MAX },
    images: { ...noWording, min: 1, max: ENTRY_IMAGES_MAX },
    pdf: { ...noWording, enabled: true, required: false },
    videoUrl: { ...noWording, enabled: true, required: false },
  },
  custom: [],
};

/** An entry's values of its form's custom fields, by key. */
export const CustomValues = z.record(z.string(), CustomValue);
export type CustomValues = z.infer<typeof CustomValues>;

/**
 * What a draft sends: a value per key, null to clear it. Keys the entry's form does not have
 * are refused by the server (422), as are values of the wrong type or beyond the field's limits.
 */
/**
 * A union that fails says only zod's "Invalid input": the message is the member's its input was
 * meant for, so text with a NUL reads "Invalid format" and a number too large its maximum.
 */
const customValueError = (iss: { input?: unknown }): string => {
  const member = typeof iss.input === 'string' ? TextValue : typeof iss.input === 'number' ? NumberValue : null;
  return member?.safeParse(iss.input).error?.issues[0]?.message ?? m.type();
};

export const CustomValuesInput = z
  // null on the text member, not on the union: OpenAPI needs a type beside `nullable`.
  .record(CustomFieldKey, z.union([TextValue.nullable(), NumberValue], { error: customValueError }), { error: m.type })
  .refine((r) => Object.keys(r).length <= CUSTOM_FIELDS_MAX, m.type());

/**
 * A custom field as the jury reads it: only fields the organiser shows to the jury, with the
 * entrant's value as text (a choice's label, a number written out), in both languages.
 */
export const JuryField = z.object({
  key: z.string(),
  label: z.string(),
  labelZh: z.string(),
  value: z.string(),
  valueZh: z.string(),
});
export type JuryField = z.infer<typeof JuryField>;
