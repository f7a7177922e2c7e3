/*
 * The entry form (docs/product.md#entry-form) as the pages show it: the custom fields as inputs,
 * their values read only, the built-in fields' wording. Shared by the entrant's steps and preview,
 * the console's form builder (its live preview) and the jury's views.
 */
export { CustomFields, customFieldId, type CustomFieldsProps } from './custom-fields.tsx';
export { CustomFieldControl } from './custom-field-control.tsx';
export { FieldValues, customFieldValues, juryFieldValues, type FieldValue } from './field-values.tsx';
export {
  checkCustomValues,
  customDraftOf,
  customValuesBody,
  customValueText,
  isBlankValue,
  type CustomDraft,
} from './custom-values.ts';
export {
  builtInWording,
  helpOf,
  inLanguage,
  labelOf,
  ownWording,
  useBuiltInWording,
  useFormLanguage,
  type BuiltInName,
} from './wording.ts';
