import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENTRY_STEPS, type EntryForm, type FieldErrors } from '@laurel/contract';
import { labelOf, useFormLanguage } from '../../../components/entry-form/index.ts';
import { CUSTOM_PREFIX, stepOfField } from '../model/draft.ts';
import '../../../i18n/entries.ts';

/**
 * A refused submission (422): each message under the name of its field, with a link to the
 * step where it is corrected.
 */
export function SubmitErrors({ errors, entryId, form }: { errors: FieldErrors; entryId: number; form: EntryForm }) {
  const { t } = useTranslation('entries');
  const language = useFormLanguage();
  /** A field by the name people know it by: a custom one by its label in the form. */
  const label = (field: string) => {
    const custom = field.startsWith(CUSTOM_PREFIX) ? form.custom.find((f) => `${CUSTOM_PREFIX}${f.key}` === field) : undefined;
    return custom ? labelOf(custom, language) : t(`fields.${field}`, { defaultValue: field });
  };
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="preview-errors"
      title={t('preview.refused')}
      description={
        <ul className="preview-errors__list">
          {Object.entries(errors).map(([field, messages]) => {
            const step = stepOfField(field);
            return (
              <li key={field} data-field={field}>
                <strong>{label(field)}:</strong> {messages.join(' ')}{' '}
                {step !== undefined ? (
                  <Link to={`/steps?apply_order_id=${entryId}&step=${step}`}>
                    {t('preview.fixIn', { step: t(`steps.${ENTRY_STEPS[step]}`) })}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
