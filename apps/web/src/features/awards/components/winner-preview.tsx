import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryDetail } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { StoredImage } from '../../../components/stored-image.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import '../../../i18n/entries.ts';

interface WinnerPreviewProps {
  entry: EntryDetail;
  credits: string;
  text: string;
}

/**
 * The winner as the public winners' page will show it, updated as the winner types. The link to
 * that page only once it answers (the server's `publicWinner`); a shown entry before its season's
 * results date says when it goes public instead (docs/product.md#publishing-winners).
 */
export function WinnerPreview({ entry, credits, text }: WinnerPreviewProps) {
  const { t } = useTranslation('entries');
  const formatDate = useFormatDate();
  const cover = entry.images[0];
  const category = entry.category ? categoryLabel(entry.category) : '';
  return (
    <aside className="winner-preview" aria-labelledby="winner-preview-heading">
      <h3 id="winner-preview-heading" className="winner-preview__heading">
        {t('award.previewHeading')}
      </h3>
      <div className="winner-preview__card">
        <StoredImage
          src={cover?.url ?? entry.coverUrl}
          width={cover?.width}
          height={cover?.height}
          alt=""
          size="medium"
          ratio={4 / 3}
        />
        <div className="winner-preview__body">
          {entry.award ? <AwardSeal award={entry.award} /> : null}
          <p className="winner-preview__title">{entry.title}</p>
          {category ? <p className="winner-preview__meta">{category}</p> : null}
          <p className="winner-preview__credits" data-testid="preview-credits">
            {credits.trim() || <span className="winner-preview__empty">{t('award.previewEmpty')}</span>}
          </p>
          {text.trim() ? <p className="winner-preview__text">{text}</p> : null}
        </div>
      </div>
      {entry.publicWinner ? (
        <Link className="winner-preview__link" to={`/winnerDetails?apply_order_id=${entry.id}`}>
          {t('award.publicLink')}
        </Link>
      ) : entry.goesPublicAt ? (
        <p className="winner-preview__note" data-testid="winner-goes-public">
          {t('award.goesPublic', { date: formatDate(entry.goesPublicAt) })}
        </p>
      ) : (
        <p className="winner-preview__note">{t('award.notShown')}</p>
      )}
    </aside>
  );
}
