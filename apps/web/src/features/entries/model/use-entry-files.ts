import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '@laurel/contract';
import { storedItem, useUploads } from './use-uploads.ts';
import '../../../i18n/entries.ts';

/**
 * The images and the PDF of the draft being edited, with the messages the live region reads out
 * (upload started, done, failed; reorder and refusal texts come through `announce` too).
 */
export function useEntryFiles(entry: EntryDetail | null) {
  const { t } = useTranslation('entries');
  const [announcements, setAnnouncements] = useState<{ id: number; text: string }[]>([]);
  // The last few messages stay in the live region: uploads finish together, and a message
  // replaced at once might never be read out.
  const announce = (text: string) =>
    setAnnouncements((list) => [...list.slice(-4), { id: (list.at(-1)?.id ?? 0) + 1, text }]);
  const events = {
    onStart: (item: { name: string }) => announce(t('images.started', { name: item.name })),
    onDone: (item: { name: string }) => announce(t('images.done', { name: item.name })),
    onFail: (item: { name: string }, error: string) => announce(t('images.failed', { name: item.name, error })),
  };
  // Only the first render's entry seeds the lists (useUploads keeps its own state after that).
  const [initial] = useState(() => ({
    images: (entry?.images ?? []).map(storedItem),
    pdf: entry?.pdf ? [storedItem({ ...entry.pdf, thumbUrl: entry.pdf.url, width: null, height: null })] : [],
  }));
  const images = useUploads('image', initial.images, events);
  const pdf = useUploads('pdf', initial.pdf, events);
  return { images, pdf, announcements, announce };
}
