import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EntryDetail } from '@laurel/contract';
import { saveDraftOnLeave, useSaveDraft, type SaveDraftInput } from '../api/save-draft.ts';
import type { DraftState } from '../components/draft-status.tsx';
import { draftBody, draftFromEntry } from './draft.ts';
import { useLeaveSave } from './use-leave-save.ts';

/** How long the draft waits after a change before it saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * What the wizard last saved and the "Draft saved 12:04" state. A change is saved by itself
 * shortly after it is made (quietly: a refused save says "not saved" and the next step change
 * shows why), so leaving rarely has anything left to send and the entrant sees when it was kept;
 * what is left is sent as the page goes away (`useLeaveSave`), unless `stopped` (submitted).
 * `entry` is the saved draft the wizard opened with, or null for a new one.
 */
export function useAutosave(current: SaveDraftInput & { paused: boolean }, entry: EntryDetail | null, stopped: RefObject<boolean>) {
  const quiet = useSaveDraft();
  const lastSaved = useRef<string | null>(null);
  const [state, setState] = useState<DraftState>(() => {
    if (!entry) return { kind: 'new' };
    lastSaved.current = JSON.stringify(draftBody(draftFromEntry(entry), entry.draftStep));
    return { kind: 'saved', at: new Date(entry.updatedAt) };
  });
  const latest = useRef(current);
  latest.current = current;

  useLeaveSave(() => {
    const { id, draft, step } = latest.current;
    if (id === null || stopped.current) return;
    const body = JSON.stringify(draftBody(draft, step));
    if (body === lastSaved.current) return;
    lastSaved.current = body;
    saveDraftOnLeave({ id, draft, step });
  });

  /** Records a save of `body` that succeeded. */
  const saved = (body: string) => {
    lastSaved.current = body;
    setState({ kind: 'saved', at: new Date() });
  };

  const body = current.id === null ? null : JSON.stringify(draftBody(current.draft, current.step));
  const dirty = body !== null && body !== lastSaved.current;
  useEffect(() => {
    if (!dirty || current.paused) return;
    const timer = setTimeout(() => {
      const now = latest.current;
      if (now.id === null || now.paused) return;
      const sent = JSON.stringify(draftBody(now.draft, now.step));
      if (sent === lastSaved.current) return;
      quiet.mutate(
        { id: now.id, draft: now.draft, step: now.step, quiet: true },
        { onSuccess: () => saved(sent), onError: () => setState({ kind: 'unsaved' }) },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // `body` stands for the draft: a new timer for each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [body, dirty, current.paused]);

  return { state, setState, saved };
}
