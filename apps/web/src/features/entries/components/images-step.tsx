import { Alert, Button, Upload } from 'antd';
import { InboxOutlined, RedoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ENTRY_FORM, type EntryForm, type UploadLimits } from '@laurel/contract';
import { ownWording, useFormLanguage } from '../../../components/entry-form/index.ts';
import { formatBytes, IMAGE_ACCEPT } from '../model/check-files.ts';
import { useImagesStep, type ImagesStepOptions } from '../model/use-images-step.ts';
import { PdfSection } from './pdf-section.tsx';
import { UploadCard } from './upload-card.tsx';
import '../../../i18n/entries.ts';

interface ImagesStepProps extends ImagesStepOptions {
  /** False hides the PDF section: replacing a submitted entry's images leaves its PDF alone. */
  withPdf?: boolean;
  /** Level of the list and PDF headings: 3 under the wizard's h2, 2 under the preview's h1. */
  headingLevel?: 2 | 3;
  /** What an empty list says; the wizard's default asks for an image before submitting. */
  emptyText?: string;
  /** The entry's form: how many images (within the server's limit), the PDF's wording, or none. */
  form?: EntryForm;
}

/** The server's upload limits, with the images capped by the form's own most (docs/product.md#entry-form). */
const formLimits = (limits: UploadLimits | undefined, form: EntryForm): UploadLimits | undefined =>
  limits && { ...limits, imagesPerEntryMax: Math.min(limits.imagesPerEntryMax, form.builtIn.images.max) };

/**
 * Step 3: images (dropped or chosen; each with its own progress bar; reordered by dragging, the
 * buttons or the keyboard; cover; remove) and the optional PDF. Every file that is not added,
 * whether refused here (type, size, count) or by the server, is in one list above the images,
 * out of the grid and its count. The preview's image replacement reuses it.
 */
export function ImagesStep(props: ImagesStepProps) {
  const { images, pdf, announce, withPdf = true, headingLevel = 3, emptyText, form = DEFAULT_ENTRY_FORM } = props;
  const { t } = useTranslation('entries');
  const own = ownWording(form, 'images', useFormLanguage());
  const limits = formLimits(props.limits, form);
  const Heading = `h${headingLevel}` as const;
  const { min, take, problems, clearProblems, move, coverKey, maxImages, dragOf } = useImagesStep({
    images,
    pdf,
    limits,
    announce,
  });
  const fewest = form.builtIn.images.min;

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
          {own.label ?? t('images.listTitle')}{' '}
          <span className="images-step__count">
            {maxImages ? t('images.countOf', { n: images.items.length, max: maxImages }) : images.items.length}
          </span>
        </Heading>
        {own.help ? <p className="images-step__hint">{own.help}</p> : null}
        {fewest > 1 ? <p className="images-step__hint">{t('images.minCount', { count: fewest })}</p> : null}
        <p id="images-keyboard-hint" className="images-step__hint">
          {t('images.orderHint')}
        </p>
      </div>
      {images.items.length ? (
        <ol className="upload-grid" aria-label={own.label ?? t('images.listTitle')}>
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

      {withPdf && form.builtIn.pdf.enabled ? (
        <PdfSection
          pdf={pdf}
          limits={limits}
          field={form.builtIn.pdf}
          form={form}
          headingLevel={headingLevel}
          onChoose={(file) => take([file], 'pdf')}
        />
      ) : null}
    </div>
  );
}
