import { useSearchParams } from 'react-router';
import { isSecondJury, isSubJury } from '@laurel/contract';
import { NoEntry } from '../../../components/review/no-entry.tsx';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { readEntryId } from '../../../lib/review/entry-param.ts';
import { ReviewerDetails } from '../components/reviewer-details.tsx';

/**
 * `/juryreviewdetails?apply_order_id=N` for a reviewer: one entry full-screen, blind, with their
 * own review form, as on their queue page (docs/product.md#reviews). The judge's view of the same
 * address is features/judging's; app/route-pages.tsx picks one by who is signed in.
 */
export default function JuryReviewDetailsPage() {
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const id = readEntryId(params);

  if (id === null) return <NoEntry />;
  if (isSubJury(user)) return <ReviewerDetails id={id} level="first" />;
  if (isSecondJury(user)) return <ReviewerDetails id={id} level="second" />;
  return null;
}
