import { useQuery } from '@tanstack/react-query';
import { entryListQuery, type EntryListKind } from '../../../lib/queries/entry-queries.ts';

/** One page of one of the account's entry lists. */
export function useEntryList(kind: EntryListKind, page: number) {
  return useQuery(entryListQuery(kind, page));
}
