import type { KeyboardEvent } from 'react';
import { Button, Progress, Tag, Tooltip } from 'antd';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  DeleteOutlined,
  FilePdfOutlined,
  PictureOutlined,
  RedoOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image.tsx';
import { formatBytes } from '../model/check-files.ts';
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
  onRetry: () => void;
}

/**
 * One file: its thumbnail or name, a progress bar while it uploads, the server's reason and a
 * retry when it failed. Images are reordered with the buttons or, with the card focused,
 * Alt + arrow keys (never by dragging only); the first image is the cover.
 */
export function UploadCard({ item, index, count, kind, isCover = false, onMove, onRemove, onRetry }: UploadCardProps) {
  const { t } = useTranslation('entries');
  const label = item.name || (kind === 'pdf' ? t('images.pdfName') : t('images.fileN', { n: index + 1 }));

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!onMove || !event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') onMove(index - 1);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') onMove(index + 1);
    else if (event.key === 'Home') onMove(0);
    else return;
    event.preventDefault();
  };

  return (
    <li
      className={`upload-card upload-card--${item.status} upload-card--${kind}`}
      data-key={item.key}
      tabIndex={onMove ? 0 : undefined}
      aria-label={
        kind === 'image' ? t('images.cardLabel', { name: label, n: index + 1, count }) : label
      }
      aria-describedby={onMove ? 'images-keyboard-hint' : undefined}
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
          {item.stored?.bytes ? <span className="upload-card__size"> · {formatBytes(item.stored.bytes)}</span> : null}
        </p>
        {item.status === 'uploading' ? (
          <Progress
            percent={item.percent}
            size="small"
            aria-label={t('images.progressLabel', { name: label })}
          />
        ) : null}
        {item.status === 'error' ? (
          <p className="upload-card__error">{item.error}</p>
        ) : null}
        <div className="upload-card__actions">
          {item.status === 'error' && item.file ? (
            <Button size="small" icon={<RedoOutlined />} onClick={onRetry}>
              {t('images.retry')}
            </Button>
          ) : null}
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
