import type { EntryForm } from '@laurel/contract';
import { refuseField } from '../../../lib/errors.ts';

/**
 * An entry form as stored, checked and made consistent (docs/product.md#entry-form): custom keys
 * unique; a choice with options of unique values (other types keep none); bounds in order; a field
 * left out is not required; a text type's limit only where it applies.
 */
export function checkEntryForm(form: EntryForm): EntryForm {
  const keys = form.custom.map((f) => f.key);
  if (new Set(keys).size !== keys.length) throw refuseField('form', 'formKeysRepeat');
  const { images, credits, pdf, videoUrl } = form.builtIn;
  if (images.min > images.max) throw refuseField('form', 'formBoundsOrder');
  const custom = form.custom.map((f) => {
    if (f.type === 'choice') {
      const values = f.options.map((o) => o.value);
      if (!values.length || new Set(values).size !== values.length) throw refuseField('form', 'formChoiceOptions');
    }
    if (f.type === 'number' && f.min !== null && f.max !== null && f.min > f.max) throw refuseField('form', 'formBoundsOrder');
    const text = f.type === 'shortText' || f.type === 'longText';
    return {
      ...f,
      options: f.type === 'choice' ? f.options : [],
      maxLength: text ? f.maxLength : null,
      min: f.type === 'number' ? f.min : null,
      max: f.type === 'number' ? f.max : null,
    };
  });
  return {
    builtIn: {
      ...form.builtIn,
      credits: { ...credits, required: credits.enabled && credits.required },
      pdf: { ...pdf, required: pdf.enabled && pdf.required },
      videoUrl: { ...videoUrl, required: videoUrl.enabled && videoUrl.required },
    },
    custom,
  };
}
