import { Alert, Button } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useFormLanguage } from '../../../components/entry-form/index.ts';
import { isSmall, missingParts } from '../model/image-size.ts';
import { EntrySheet, type EntrySheetData } from './entry-sheet.tsx';
import '../../../i18n/entries.ts';

interface ReviewStepProps {
  entry: EntrySheetData;
  entryId: number | null;
  /** The long edge below which an image may look soft (uploadLimits). */
  minLongEdge: number;
  onEdit: (step: number) => void;
}

const SECTION_STEP = { category: 0, details: 1, images: 2 } as const;

/**
 * Step 4, "Review & submit": everything entered, with a way back to each part; what is missing
 * (which Submit refuses, `data-error`) or weak (a small cover: a warning, never "everything is
 * here"). Submit itself is the wizard's, beside Back.
 */
export function ReviewStep({ entry, entryId, minLongEdge, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('entries');
  const missing = missingParts(entry, useFormLanguage()).map((part) => t(`review.${part.key}`, part.values));
  const [cover, ...others] = entry.images;
  const weak = [
    cover && isSmall(cover, minLongEdge) && t('review.smallCover', { width: cover.width, height: cover.height, min: minLongEdge }),
    others.some((image) => isSmall(image, minLongEdge)) &&
      t('review.smallOthers', { count: others.filter((image) => isSmall(image, minLongEdge)).length, min: minLongEdge }),
  ].filter((text): text is string => Boolean(text));

  return (
    <div className="review-step">
      {missing.length ? (
        <div data-error tabIndex={-1} className="review-step__missing">
          <Alert
            type="error"
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
        </div>
      ) : null}
      {weak.length ? (
        <Alert
          type="warning"
          showIcon
          title={t('review.weakTitle')}
          description={
            <ul>
              {weak.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
          action={
            <Button size="small" onClick={() => onEdit(SECTION_STEP.images)}>
              {t('review.edit.images')}
            </Button>
          }
        />
      ) : null}
      {!missing.length && !weak.length ? <Alert type="success" showIcon title={t('review.complete')} /> : null}
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
        <p className="review-step__preview">
          <ButtonLink type="link" icon={<EyeOutlined />} to={`/preview?apply_order_id=${entryId}`}>
            {t('review.toPreview')}
          </ButtonLink>
        </p>
      ) : null}
    </div>
  );
}
