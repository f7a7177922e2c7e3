import { Alert, Button } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { EntrySheet, type EntrySheetData } from './entry-sheet.tsx';
import '../../../i18n/entries.ts';

interface ReviewStepProps {
  entry: EntrySheetData;
  entryId: number | null;
  onEdit: (step: number) => void;
}

const SECTION_STEP = { category: 0, details: 1, images: 2 } as const;

/** Step 4: everything entered, with a way back to each part and on to the preview. */
export function ReviewStep({ entry, entryId, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('entries');
  const missing = [
    !entry.category && t('review.missingCategory'),
    !entry.title.trim() && t('review.missingTitle'),
    !entry.description.trim() && t('review.missingDescription'),
    !entry.credits.trim() && t('review.missingCredits'),
    entry.images.length === 0 && t('review.missingImages'),
  ].filter((text): text is string => Boolean(text));

  return (
    <div className="review-step">
      {missing.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('review.missingTitleText')}
          description={
            <ul>
              {missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert type="success" showIcon title={t('review.complete')} />
      )}
      <EntrySheet
        entry={entry}
        headingLevel={3}
        sectionAction={(section) => (
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            onClick={() => onEdit(SECTION_STEP[section])}
            aria-label={t(`review.edit.${section}`)}
          >
            {t('review.editShort')}
          </Button>
        )}
      />
      {entryId !== null ? (
        <div className="review-step__next">
          <p>{t('review.nextText')}</p>
          <ButtonLink type="primary" size="large" icon={<EyeOutlined />} to={`/preview?apply_order_id=${entryId}`}>
            {t('review.toPreview')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
