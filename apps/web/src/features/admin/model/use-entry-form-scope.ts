import { useSearchParams } from 'react-router';
import type { AdminCategory } from '@laurel/contract';

/**
 * Which form the builder edits: the season's, or one category's (`?category=`, beside
 * `?season=`). A category of another season (the season was switched) falls back to the
 * season's form.
 */
export function useEntryFormScope(categories: readonly AdminCategory[] | undefined) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('category'));
  const categoryId = categories?.some((c) => c.id === asked && c.parentId !== null) ? asked : null;
  const choose = (id: number | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === null) next.delete('category');
      else next.set('category', String(id));
      return next;
    });
  return { categoryId, choose };
}
