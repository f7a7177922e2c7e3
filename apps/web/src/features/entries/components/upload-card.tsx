import { Button, Progress, Tag, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  HolderOutlined,
  PictureOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image.tsx';
import { cardHandlers } from '../model/card-handlers.ts';
import { formatBytes } from '../model/check-files.ts';
import { isSmall } from '../model/image-size.ts';
import type { UploadItem } from '../model/use-uploads.ts';
import '../../../i18n/entries.ts';

interface UploadCardProps {
  item: UploadItem;
  index: number;
  count: number;
  kind: 'image' | 'pdf';
  /** The first stored image, shown on lists and the public page. */
  isCover?: boolean;
  onMove?: (index: number) => void;
  onRemove: () => void;
  /** The long edge below which the card warns that the image may look soft. */
  minLongEdge?: number;
  /** Pointer reordering (HTML drag and drop) of the image list; the keyboard path stays. */
  drag?: CardDrag;
}

export interface CardDrag {
  /** This card is being dragged. */
  dragging: boolean;
  /** Another card is held over this one: it would land here. */
  over: boolean;
  onStart: () => void;
  onOver: () => void;
  onDrop: () => void;
  onEnd: () => void;
}

/**
 * One file: its thumbnail or name, a progress bar while it uploads, then its pixel size (with a
 * warning when it is small) and weight. Images are reordered by dragging, with the buttons or,
 * with the card focused, Alt + arrow keys (never by dragging only); the first image is the cover.
 * A failed upload is not a card: the images step lists it with the files it refused.
 */
export function UploadCard({ item, index, count, kind, isCover = false, onMove, onRemove, minLongEdge, drag }: UploadCardProps) {
  const { t } = useTranslation('entries');
  const label = item.name || (kind === 'pdf' ? t('images.pdfName') : t('images.fileN', { n: index + 1 }));
  const stored = item.stored;
  const small = kind === 'image' && stored && minLongEdge !== undefined && isSmall(stored, minLongEdge);
  const draggable = Boolean(drag && onMove && item.status === 'done');
  const { dragProps, dropProps, onKeyDown } = cardHandlers({ label, index, draggable, drag, onMove });

  return (
    <li
      className={[
        'upload-card',
        `upload-card--${item.status}`,
        `upload-card--${kind}`,
        draggable ? 'upload-card--draggable' : '',
        drag?.dragging ? 'upload-card--dragging' : '',
        drag?.over ? 'upload-card--over' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-key={item.key}
      {...dragProps}
      {...dropProps}
      tabIndex={onMove ? 0 : undefined}
      aria-label={
        kind === 'image' ? t('images.cardLabel', { name: label, n: index + 1, count }) : label
      }
      aria-describedby={[onMove ? 'images-keyboard-hint' : '', small ? `${item.key}-small` : ''].filter(Boolean).join(' ') || undefined}
      onKeyDown={onKeyDown}
    >
      <div className="upload-card__preview">
        {item.stored && kind === 'image' ? (
          <StoredImage src={item.stored.thumbUrl} alt="" size="thumb" ratio={4 / 3} />
        ) : (
          <div className="upload-card__placeholder" aria-hidden="true">
            {kind === 'pdf' ? <FilePdfOutlined /> : <PictureOutlined />}
          </div>
        )}
        {isCover ? (
          <Tag className="upload-card__cover">
            {t('images.cover')}
          </Tag>
        ) : null}
        {draggable ? <HolderOutlined className="upload-card__grip" aria-hidden /> : null}
      </div>
      <div className="upload-card__body">
        <p className="upload-card__name" title={label}>
          {item.stored && kind === 'pdf' ? (
            <a href={item.stored.url} target="_blank" rel="noopener noreferrer">
              {label}
            </a>
          ) : (
            label
          )}
        </p>
        {stored && (stored.width || stored.bytes) ? (
          <p className="upload-card__meta">
            {[
              stored.width && stored.height ? t('images.pixels', { width: stored.width, height: stored.height }) : null,
              stored.bytes ? formatBytes(stored.bytes) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        {small ? (
          <p className="upload-card__warning" id={`${item.key}-small`}>
            <WarningOutlined aria-hidden /> {t('images.small', { min: minLongEdge })}
          </p>
        ) : null}
        {item.status === 'uploading' ? (
          <Progress
            percent={item.percent}
            size="small"
            aria-label={t('images.progressLabel', { name: label })}
          />
        ) : null}
        <div className="upload-card__actions">
          {onMove && item.status === 'done' ? (
            <>
              <Tooltip title={t('images.moveEarlier')}>
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  aria-label={t('images.moveEarlierNamed', { name: label })}
                  data-action="earlier"
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                />
              </Tooltip>
              <Tooltip title={t('images.moveLater')}>
                <Button
                  size="small"
                  icon={<ArrowRightOutlined />}
                  aria-label={t('images.moveLaterNamed', { name: label })}
                  data-action="later"
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                />
              </Tooltip>
              {!isCover ? (
                <Tooltip title={t('images.makeCover')}>
                  <Button
                    size="small"
                    icon={<StarOutlined />}
                    aria-label={t('images.makeCoverNamed', { name: label })}
                    onClick={() => onMove(0)}
                  />
                </Tooltip>
              ) : null}
            </>
          ) : null}
          <Tooltip title={t('images.remove')}>
            <Button
              size="small"
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('images.removeNamed', { name: label })}
              onClick={onRemove}
            />
          </Tooltip>
        </div>
      </div>
    </li>
  );
}
