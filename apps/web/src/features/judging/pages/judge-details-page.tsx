import { useSearchParams } from 'react-router';
import { NoEntry } from '../../../components/review/no-entry.tsx';
import { readEntryId } from '../../../lib/review/entry-param.ts';
import { JudgeDetails } from '../components/judge-details.tsx';

/**
 * `/juryreviewdetails?apply_order_id=N` for the judge: one entry full-screen, in full, with every
 * review (docs/product.md#reviews). A reviewer's view of the same address is features/review's;
 * app/route-pages.tsx picks one by who is signed in.
 */
export default function JudgeDetailsPage() {
  const [params] = useSearchParams();
  const id = readEntryId(params);
  return id === null ? <NoEntry /> : <JudgeDetails id={id} />;
}
