import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BulkPreview } from '@laurel/contract';
import { usePreviewBulk, useStartBulk } from '../api/bulk.ts';
import { actionOf, EMPTY_DRAFT, type BulkDraft } from './bulk-draft.ts';
import type { UrlSelection } from './bulk-selection.ts';

/** A key for one confirmation: random, and available outside secure contexts (unlike randomUUID). */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `/admin/bulk/new`'s state: the action being set up, its preview, and the start. A preview is
 * for the action as it was when previewed: any change after makes it stale, and only a fresh
 * preview can be confirmed. Its key goes with every confirmation of it, so a double click or a
 * retried request starts one job (docs/product.md#bulk-actions).
 */
export function useBulkNew(selection: UrlSelection | null) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<BulkDraft>(EMPTY_DRAFT);
  const [previewed, setPreviewed] = useState<{ preview: BulkPreview; action: string; key: string } | null>(null);
  const preview = usePreviewBulk();
  const start = useStartBulk();
  const action = actionOf(draft);
  const actionJson = JSON.stringify(action);
  const fresh = previewed !== null && previewed.action === actionJson;

  const update = (change: Partial<BulkDraft>) => setDraft((d) => ({ ...d, ...change }));
  const runPreview = () => {
    if (!selection || !action) return;
    start.reset();
    preview.mutate(
      { selection: selection.selection, action },
      { onSuccess: (p) => setPreviewed({ preview: p, action: actionJson, key: newKey() }) },
    );
  };
  const confirm = () => {
    if (!selection || !action || !previewed || !fresh) return;
    start.mutate(
      { selection: selection.selection, action, hash: previewed.preview.hash, key: previewed.key },
      { onSuccess: (job) => void navigate(`/admin/bulk/job?id=${job.id}`) },
    );
  };
  return { draft, update, preview, start, previewed: previewed?.preview ?? null, fresh, runPreview, confirm };
}
