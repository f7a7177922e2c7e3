import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useEditEntryImages } from '../api/edit-images.ts';
import { useUploadLimits } from '../api/upload-limits.ts';
import { useEntryFiles } from '../model/use-entry-files.ts';
import { isUploading, storedFiles, type UploadItem } from '../model/use-uploads.ts';
import { ImagesStep } from './images-step.tsx';
import './replace-images.css';
import '../../../i18n/entries.ts';

interface ReplaceImagesProps {
  entry: EntryDetail;
  /** Called after a save or a cancel; the page shows the entry again. */
  onClose: () => void;
}

/**
 * Why Save may not send yet: only finished uploads are stored, and an entry needs a cover. A
 * failed upload is in the images step's list of files not added, not among the images.
 */
function saveBlocker(items: UploadItem[]): 'wait' | 'empty' | null {
  if (isUploading(items)) return 'wait';
  return storedFiles(items).length === 0 ? 'empty' : null;
}

/**
 * /preview's panel for a submitted entry's images (issue 4: they may be replaced until review
 * starts). The same uploader as the wizard's images step, without the PDF, which editImage
 * leaves alone. Nothing changes on the server until Save.
 */
export function ReplaceImages({ entry, onClose }: ReplaceImagesProps) {
  const { t } = useTranslation('entries');
  const limits = useUploadLimits();
  const { images, pdf, announcements, announce } = useEntryFiles(entry);
  const edit = useEditEntryImages();
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // The heading takes the focus, so keyboard and screen-reader users land in the panel.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // Worked out again on each render, so the message goes away once the uploads are through.
  const blocker = saveBlocker(images.items);
  const notice = tried && blocker ? t(`replace.${blocker}`) : serverError;

  const onSave = async () => {
    setTried(true);
    setServerError(null);
    if (blocker || edit.isPending) return;
    const imageFileIds = storedFiles(images.items).map((file) => file.fileId);
    if (imageFileIds.join() === entry.images.map((image) => image.fileId).join()) {
      onClose();
      return;
    }
    try {
      await edit.mutateAsync({ id: entry.id, imageFileIds });
      toast.success(t('replace.saved'));
      onClose();
    } catch (error) {
      // The common handling has toasted it too; here it stays next to the images being edited.
      if (!isApiError(error) || error.kind === 'canceled') return;
      setServerError(error.fieldErrors ? Object.values(error.fieldErrors).flat().join(' ') : error.message);
    }
  };

  return (
    <section className="replace-images" aria-labelledby="replace-images-heading">
      <h1 id="replace-images-heading" ref={heading} tabIndex={-1} className="replace-images__heading">
        {t('replace.heading', { title: entry.title })}
      </h1>
      <p className="replace-images__lead">{t('replace.lead')}</p>
      {notice ? (
        <p className="steps-error" role="alert">
          {notice}
        </p>
      ) : null}
      <ImagesStep
        images={images}
        pdf={pdf}
        limits={limits.data}
        announce={announce}
        withPdf={false}
        form={entry.form}
        headingLevel={2}
        emptyText={t('replace.empty')}
      />
      <div className="replace-images__actions">
        <Button size="large" onClick={onClose}>
          {t('replace.cancel')}
        </Button>
        {/* After a 409 the refetched entry may say review has started: then only Cancel is left. */}
        <Button
          type="primary"
          size="large"
          loading={edit.isPending}
          disabled={!entry.canEditImages}
          onClick={() => void onSave()}
        >
          {t('replace.save')}
        </Button>
      </div>
      <div className="sr-only" aria-live="polite" data-testid="upload-announcer">
        {announcements.map((a) => (
          <p key={a.id}>{a.text}</p>
        ))}
      </div>
    </section>
  );
}
