import { Alert, Button, Upload } from 'antd';
import { FilePdfOutlined, InboxOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes, IMAGE_ACCEPT, PDF_ACCEPT } from '../model/check-files.ts';
import { useImagesStep, type ImagesStepOptions } from '../model/use-images-step.ts';
import { UploadCard } from './upload-card.tsx';
import '../../../i18n/entries.ts';

interface ImagesStepProps extends ImagesStepOptions {
  /** False hides the PDF section: replacing a submitted entry's images leaves its PDF alone. */
  withPdf?: boolean;
  /** Level of the list and PDF headings: 3 under the wizard's h2, 2 under the preview's h1. */
  headingLevel?: 2 | 3;
  /** What an empty list says; the wizard's default asks for an image before submitting. */
  emptyText?: string;
}

/**
 * Step 3: images (dropped or chosen; each with its own progress bar; reordered by dragging, the
 * buttons or the keyboard; cover; remove) and the optional PDF. Every file that is not added,
 * whether refused here (type, size, count) or by the server, is in one list above the images,
 * out of the grid and its count. The preview's image replacement reuses it.
 */
export function ImagesStep({ images, pdf, limits, announce, withPdf = true, headingLevel = 3, emptyText }: ImagesStepProps) {
  const { t } = useTranslation('entries');
  const Heading = `h${headingLevel}` as const;
  const { min, take, problems, clearProblems, move, coverKey, maxImages, dragOf } = useImagesStep({
    images,
    pdf,
    limits,
    announce,
  });

  return (
    <div className="images-step">
      <Upload.Dragger
        multiple
        accept={IMAGE_ACCEPT}
        showUploadList={false}
        beforeUpload={(file, list) => {
          if (file === list[0]) take(list as File[], 'image');
          return Upload.LIST_IGNORE;
        }}
        className="images-step__drop"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('images.drop')}</p>
        <p className="ant-upload-hint">
          {limits
            ? t('images.limits', { count: limits.imagesPerEntryMax, size: formatBytes(limits.imageMaxBytes) })
            : t('images.types')}
        </p>
      </Upload.Dragger>

      {problems.length ? (
        <Alert
          type="error"
          showIcon
          className="images-step__refused"
          title={t('images.refusedTitle')}
          description={
            <ul>
              {problems.map((p) => (
                <li key={p.key}>
                  <span>{p.text}</span>
                  {p.retry ? (
                    <Button size="small" icon={<RedoOutlined />} onClick={p.retry} className="images-step__retry">
                      {t('images.retry')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          }
          closable={{ onClose: clearProblems }}
        />
      ) : null}

      <div className="images-step__list-head">
        <Heading>
          {t('images.listTitle')}{' '}
          <span className="images-step__count">
            {maxImages ? t('images.countOf', { n: images.items.length, max: maxImages }) : images.items.length}
          </span>
        </Heading>
        <p id="images-keyboard-hint" className="images-step__hint">
          {t('images.orderHint')}
        </p>
      </div>
      {images.items.length ? (
        <ol className="upload-grid" aria-label={t('images.listTitle')}>
          {images.items.map((item, index) => (
            <UploadCard
              key={item.key}
              item={item}
              index={index}
              count={images.items.length}
              kind="image"
              isCover={item.key === coverKey}
              onMove={(to) => move(item.key, to)}
              onRemove={() => {
                images.remove(item.key);
                announce(t('images.removed', { name: item.name || t('images.fileN', { n: index + 1 }) }));
              }}
              minLongEdge={min}
              drag={dragOf(item.key, index)}
            />
          ))}
        </ol>
      ) : (
        <p className="images-step__empty">{emptyText ?? t('images.empty')}</p>
      )}

      {withPdf ? (
        <section className="images-step__pdf" aria-labelledby="pdf-title">
          <Heading id="pdf-title">
            {t('images.pdfTitle')} <span className="images-step__optional">({t('optional')})</span>
          </Heading>
          <p className="images-step__hint">
            {limits ? t('images.pdfHint', { size: formatBytes(limits.pdfMaxBytes) }) : t('images.pdfHintPlain')}
          </p>
          {pdf.items.length ? (
            <ul className="upload-grid upload-grid--single">
              {pdf.items.map((item, index) => (
                <UploadCard
                  key={item.key}
                  item={item}
                  index={index}
                  count={1}
                  kind="pdf"
                  onRemove={() => pdf.remove(item.key)}
                />
              ))}
            </ul>
          ) : null}
          <Upload
            accept={PDF_ACCEPT}
            showUploadList={false}
            beforeUpload={(file) => {
              take([file as File], 'pdf');
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<FilePdfOutlined />}>{pdf.items.length ? t('images.pdfReplace') : t('images.pdfChoose')}</Button>
          </Upload>
        </section>
      ) : null}
    </div>
  );
}
