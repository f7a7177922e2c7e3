import { useQuery } from '@tanstack/react-query';
import { entryQuery } from './entry-queries.ts';

/** The entry the page shows, once its id is known. */
export function useEntry(id: number | null) {
  return useQuery({ ...entryQuery(id ?? 0), enabled: id !== null });
}
