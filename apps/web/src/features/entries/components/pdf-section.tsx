import { Button, Upload } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EntryForm, UploadLimits } from '@laurel/contract';
import { ownWording, useFormLanguage } from '../../../components/entry-form/index.ts';
import { formatBytes, PDF_ACCEPT } from '../model/check-files.ts';
import type { useUploads } from '../model/use-uploads.ts';
import { UploadCard } from './upload-card.tsx';
import '../../../i18n/entries.ts';

interface PdfSectionProps {
  pdf: ReturnType<typeof useUploads>;
  limits: UploadLimits | undefined;
  /** The form's PDF field: its wording and whether submitting needs it. */
  field: EntryForm['builtIn']['pdf'];
  form: EntryForm;
  headingLevel: 2 | 3;
  onChoose: (file: File) => void;
}

/** The images step's PDF: one file, replaced by choosing another; optional unless the form requires it. */
export function PdfSection({ pdf, limits, field, form, headingLevel, onChoose }: PdfSectionProps) {
  const { t } = useTranslation('entries');
  const own = ownWording(form, 'pdf', useFormLanguage());
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="images-step__pdf" aria-labelledby="pdf-title">
      <Heading id="pdf-title">
        {own.label ?? t('images.pdfTitle')}{' '}
        {field.required ? null : <span className="images-step__optional">({t('optional')})</span>}
      </Heading>
      <p className="images-step__hint">
        {own.help ?? (limits ? t('images.pdfHint', { size: formatBytes(limits.pdfMaxBytes) }) : t('images.pdfHintPlain'))}
      </p>
      {pdf.items.length ? (
        <ul className="upload-grid upload-grid--single">
          {pdf.items.map((item, index) => (
            <UploadCard key={item.key} item={item} index={index} count={1} kind="pdf" onRemove={() => pdf.remove(item.key)} />
          ))}
        </ul>
      ) : null}
      <Upload
        accept={PDF_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          onChoose(file as File);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<FilePdfOutlined />}>{pdf.items.length ? t('images.pdfReplace') : t('images.pdfChoose')}</Button>
      </Upload>
    </section>
  );
}
