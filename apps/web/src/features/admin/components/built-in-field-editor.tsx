import { useTranslation } from 'react-i18next';
import {
  ENTRY_CREDITS_MAX,
  ENTRY_DESCRIPTION_MAX,
  ENTRY_IMAGES_MAX,
  ENTRY_TITLE_MAX,
  type BuiltInFields,
} from '@laurel/contract';
import type { BuiltInName } from '../model/use-entry-form-editor.ts';
import { NumberField, SwitchField, WordingFields } from './form-field-controls.tsx';
import '../../../i18n/admin.ts';

const TEXT_LIMITS: Partial<Record<BuiltInName, number>> = {
  title: ENTRY_TITLE_MAX,
  description: ENTRY_DESCRIPTION_MAX,
  credits: ENTRY_CREDITS_MAX,
};

interface BuiltInFieldEditorProps<K extends BuiltInName> {
  name: K;
  value: BuiltInFields[K];
  onChange: (name: K, patch: Partial<BuiltInFields[K]>) => void;
  disabled: boolean;
}

/**
 * One of the entry's own fields: whether it is asked (title, description and images always are),
 * whether it must be filled, its limit, and the organiser's wording in both languages.
 */
export function BuiltInFieldEditor<K extends BuiltInName>({ name, value, onChange, disabled }: BuiltInFieldEditorProps<K>) {
  const { t } = useTranslation('admin');
  const id = (part: string) => `builtin-${name}-${part}`;
  const set = (patch: Record<string, unknown>) => onChange(name, patch as Partial<BuiltInFields[K]>);
  const field = value as Partial<{ enabled: boolean; required: boolean; maxLength: number; min: number; max: number }>;
  const limit = TEXT_LIMITS[name];
  const asked = field.enabled !== false;
  return (
    <fieldset className="entry-form-builder__field">
      <legend>{t(`entryForm.builtIn.${name}`)}</legend>
      <div className="console-toolbar">
        {field.enabled !== undefined ? (
          <SwitchField id={id('enabled')} label={t('entryForm.enabled')} checked={field.enabled} disabled={disabled} onChange={(enabled) => set({ enabled })} />
        ) : null}
        {field.required !== undefined ? (
          <SwitchField id={id('required')} label={t('entryForm.required')} checked={field.required} disabled={disabled || !asked} onChange={(required) => set({ required })} />
        ) : null}
        {limit !== undefined && field.maxLength !== undefined ? (
          <NumberField id={id('maxLength')} label={t('entryForm.maxLength', { max: limit })} value={field.maxLength} min={1} max={limit} disabled={disabled || !asked} onChange={(v) => set({ maxLength: v ?? limit })} />
        ) : null}
        {name === 'images' ? (
          <>
            <NumberField id={id('min')} label={t('entryForm.imagesMin')} value={field.min ?? 1} min={1} max={ENTRY_IMAGES_MAX} disabled={disabled} onChange={(v) => set({ min: v ?? 1 })} />
            <NumberField id={id('max')} label={t('entryForm.imagesMax', { max: ENTRY_IMAGES_MAX })} value={field.max ?? ENTRY_IMAGES_MAX} min={1} max={ENTRY_IMAGES_MAX} disabled={disabled} onChange={(v) => set({ max: v ?? ENTRY_IMAGES_MAX })} />
          </>
        ) : null}
      </div>
      {asked ? <WordingFields id={id('wording')} value={value} builtIn disabled={disabled} onChange={set} /> : null}
    </fieldset>
  );
}
