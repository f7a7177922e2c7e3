import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AwardOverview, CategoryNode } from '@laurel/contract';
import { filterHref, type WinnerFilters } from '../model/winner-filters.ts';

export interface Chip {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/**
 * A row of filter chips. Each chip is a link to the filtered gallery, so it works before the app
 * runs; the chosen one is marked `aria-current`. `preventScrollReset` keeps the visitor where
 * they are when the app follows it.
 */
export function FilterChips({ label, chips, showLabel = false, className }: {
  label: string;
  chips: Chip[];
  showLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  if (chips.length <= 1) return null;
  return (
    <div className={['chip-group', className].filter(Boolean).join(' ')} role="group" aria-labelledby={id}>
      <span id={id} className={showLabel ? 'chip-group__label' : 'sr-only'}>{label}</span>
      <ul className="chip-group__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className="chip" aria-current={chip.current ? 'true' : undefined} preventScrollReset>
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ChipSets {
  seasons: Chip[];
  groups: Chip[];
  /** The categories of the chosen group (empty until a group or one of its categories is chosen). */
  children: Chip[];
  /** The name of the chosen group, for the label of its categories' row. */
  groupName: string | null;
  levels: Chip[];
}

/** Every chip of the gallery's filters, from the URL's filters and the competition's data. */
export function useChipSets(
  params: URLSearchParams,
  filters: WinnerFilters,
  award: AwardOverview | undefined,
  tree: CategoryNode[] | undefined,
): ChipSets {
  const { t } = useTranslation('site');
  const href = (patch: Partial<WinnerFilters>) => filterHref(params, filters, patch);
  const seasons: Chip[] = [
    { key: 'all', label: t('winners.allSeasons'), href: href({ year: null }), current: filters.year === null },
    ...(award?.winnerYears ?? []).map((year) => ({
      key: String(year),
      label: String(year),
      href: href({ year }),
      current: filters.year === year,
    })),
  ];
  const groups: Chip[] = [
    { key: 'all', label: t('winners.allCategories'), href: href({ categoryId: null }), current: filters.categoryId === null },
  ];
  let group: CategoryNode | undefined;
  for (const node of tree ?? []) {
    const chosen = filters.categoryId === node.id || node.children.some((c) => c.id === filters.categoryId);
    if (chosen) group = node;
    groups.push({ key: String(node.id), label: node.name, href: href({ categoryId: node.id }), current: chosen });
  }
  const children: Chip[] = group
    ? [
        { key: 'all', label: t('winners.allInGroup', { group: group.name }), href: href({ categoryId: group.id }), current: filters.categoryId === group.id },
        ...group.children.map((c) => ({
          key: String(c.id),
          label: c.name,
          href: href({ categoryId: c.id }),
          current: filters.categoryId === c.id,
        })),
      ]
    : [];
  const levels: Chip[] = [
    { key: 'all', label: t('winners.allAwards'), href: href({ awardLevelId: null }), current: filters.awardLevelId === null },
    ...(award?.levels ?? [])
      .slice()
      .sort((a, b) => a.rank - b.rank)
      .map((l) => ({ key: String(l.id), label: l.name, href: href({ awardLevelId: l.id }), current: filters.awardLevelId === l.id })),
  ];
  return { seasons, groups, children, groupName: group?.name ?? null, levels };
}
