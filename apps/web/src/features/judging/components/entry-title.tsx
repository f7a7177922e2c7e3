import { Link } from 'react-router';
import type { JudgeEntryItem } from '@laurel/contract';
import { entryNumber } from '../model/judge-filters.ts';

/** The title, linking to the entry's review details, with its number above it. */
export function EntryTitle({ entry }: { entry: JudgeEntryItem }) {
  return (
    <Link className="jury-title" to={`/juryreviewdetails?apply_order_id=${entry.id}`}>
      {entry.title || entryNumber(entry.id)}
    </Link>
  );
}
