import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadLimits } from '@laurel/contract';
import { checkFiles, formatBytes, type Refusal } from './check-files.ts';
import { minLongEdge } from './image-size.ts';
import type { useUploads } from './use-uploads.ts';
import '../../../i18n/entries.ts';

type Uploads = ReturnType<typeof useUploads>;

export interface ImagesStepOptions {
  images: Uploads;
  pdf: Uploads;
  limits: UploadLimits | undefined;
  announce: (text: string) => void;
}

/** One line of the list of files that were not added: refused here, or by the server. */
interface Problem {
  key: string;
  text: string;
  /** Only where sending the file again may work (a lost connection, a busy server). */
  retry?: () => void;
}

/**
 * The state and handlers of the images step (components/images-step.tsx): the files taken or
 * refused, the list of problems, and the moves by button, key or drag.
 */
export function useImagesStep({ images, pdf, limits, announce }: ImagesStepOptions) {
  const { t } = useTranslation('entries');
  const [refused, setRefused] = useState<Refusal[]>([]);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const min = minLongEdge(limits);

  // After a move the card is focused again at its new place, so keyboard users keep their spot.
  useEffect(() => {
    if (!focusKey) return;
    document.querySelector<HTMLElement>(`[data-key="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey, images.items]);

  const refusalText = (r: Refusal) =>
    r.reason === 'type'
      ? t('images.refusedType', { name: r.name })
      : r.reason === 'size'
        ? t('images.refusedSize', { name: r.name, max: formatBytes(r.maxBytes) })
        : t('images.refusedCount', { name: r.name, max: r.max });

  /** A new choice (not a retry) starts a new list of problems. */
  const take = (files: File[], kind: 'image' | 'pdf', fresh = true) => {
    const target = kind === 'image' ? images : pdf;
    const present = kind === 'image' ? target.items.length : 0;
    const { accepted, refused: no } = checkFiles(files, kind, limits, present);
    if (fresh) {
      setRefused(no);
      images.dismiss();
      pdf.dismiss();
    } else setRefused((list) => [...list, ...no]);
    if (no.length) announce(no.map(refusalText).join(' '));
    if (accepted.length) target.add(accepted, kind === 'pdf');
  };

  const problems: Problem[] = [
    ...refused.map((r, i) => ({ key: `${r.reason}-${i}-${r.name}`, text: refusalText(r) })),
    ...[images, pdf].flatMap((target) =>
      target.failed.map((f) => {
        const file = f.file;
        return {
          key: f.key,
          text: t('images.failed', { name: f.name, error: f.error }),
          retry: file
            ? () => {
                target.dismiss(f.key);
                take([file], target === pdf ? 'pdf' : 'image', false);
              }
            : undefined,
        };
      }),
    ),
  ];

  const move = (key: string, index: number) => {
    const count = images.items.length;
    if (index < 0 || index >= count) return;
    images.moveTo(key, index);
    setFocusKey(key);
    announce(t('images.moved', { n: index + 1, count }));
  };

  const coverKey = images.items.find((item) => item.status === 'done')?.key;
  const maxImages = limits?.imagesPerEntryMax;

  const clearProblems = () => {
    setRefused([]);
    images.dismiss();
    pdf.dismiss();
  };

  /** The drag-and-drop of the image at `index`: dropped on another, it takes that one's place. */
  const dragOf = (key: string, index: number) => ({
    dragging: dragKey === key,
    over: dragKey !== null && overKey === key && dragKey !== key,
    onStart: () => setDragKey(key),
    onOver: () => setOverKey(key),
    onDrop: () => {
      if (dragKey && dragKey !== key) move(dragKey, index);
      setDragKey(null);
      setOverKey(null);
    },
    onEnd: () => {
      setDragKey(null);
      setOverKey(null);
    },
  });

  return { min, take, problems, clearProblems, move, coverKey, maxImages, dragOf };
}
