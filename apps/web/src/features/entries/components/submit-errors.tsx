import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENTRY_STEPS, type FieldErrors } from '@laurel/contract';
import { FIELD_STEP } from '../model/draft.ts';
import '../../../i18n/entries.ts';

/**
 * A refused submission (422): each message under the name of its field, with a link to the
 * step where it is corrected.
 */
export function SubmitErrors({ errors, entryId }: { errors: FieldErrors; entryId: number }) {
  const { t } = useTranslation('entries');
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
            const step = FIELD_STEP[field];
            return (
              <li key={field} data-field={field}>
                <strong>{t(`fields.${field}`, { defaultValue: field })}:</strong> {messages.join(' ')}{' '}
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
