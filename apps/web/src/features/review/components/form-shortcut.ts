import type { ReviewKeyAction } from '../../../lib/review/shortcuts.ts';
import type { EntryMediaHandle } from '../../../components/review/entry-media.tsx';
import type { ReviewFormHandle } from './review-form.tsx';

/**
 * The keys every page with a review form answers alike — the list, the viewer, a score or the
 * proposal, submit and go on — done; `undefined` for a key the page itself answers (moving through a queue).
 */
export function formShortcut(
  action: ReviewKeyAction,
  on: { toggleHelp: () => void; media: EntryMediaHandle | null; form: ReviewFormHandle | null },
): true | undefined {
  switch (action.type) {
    case 'help':
      on.toggleHelp();
      return true;
    case 'images':
      on.media?.openViewer();
      return true;
    case 'score':
      on.form?.score(action.score);
      return true;
    case 'noAward':
      on.form?.propose(null);
      return true;
    case 'submit':
      on.form?.submit(true);
      return true;
    default:
      return undefined;
  }
}
