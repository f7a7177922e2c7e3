import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@laurel/contract';
import { useMoveCategories } from '../api/categories.ts';
import { moveTo } from './reorder.ts';

export interface TreeGroup {
  group: AdminCategory;
  children: AdminCategory[];
}

const bySort = (a: AdminCategory, b: AdminCategory) => a.sort - b.sort || a.id - b.id;

/** The flat list as groups in order, each with its categories in order. */
export function toTree(list: readonly AdminCategory[]): TreeGroup[] {
  return list
    .filter((c) => c.parentId === null)
    .sort(bySort)
    .map((group) => ({ group, children: list.filter((c) => c.parentId === group.id).sort(bySort) }));
}

/** The id of a row's up (-1) or down (1) button, for keeping the keyboard on it after a move. */
export const moveButtonId = (id: number, delta: number): string => `category-${id}-${delta < 0 ? 'up' : 'down'}`;

/**
 * Reordering one level of the tree, by the up and down buttons (the keyboard's way) or by dragging
 * a row onto a sibling: either sends the level's whole new order (`moveCategories`).
 */
export function useCategoryTree(seasonId: number, list: readonly AdminCategory[]) {
  const { t } = useTranslation('admin');
  const move = useMoveCategories();
  // Said to screen readers after a move: where the item now is.
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<AdminCategory | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const tree = toTree(list);
  const siblings = (item: AdminCategory) =>
    item.parentId === null ? tree.map((g) => g.group) : (tree.find((g) => g.group.id === item.parentId)?.children ?? []);

  const sendOrder = (item: AdminCategory, orderedIds: number[]) => {
    move.mutate({ seasonId, parentId: item.parentId, orderedIds });
    setAnnouncement(t('categories.moved', { name: item.name, position: orderedIds.indexOf(item.id) + 1, total: orderedIds.length }));
  };

  /** Moves `item` by `delta` places among its siblings. */
  const shift = (item: AdminCategory, delta: number) => {
    const ids = siblings(item).map((c) => c.id);
    const from = ids.indexOf(item.id);
    const to = from + delta;
    if (to < 0 || to >= ids.length) return;
    sendOrder(item, moveTo(ids, from, to));
    // The row moves in the page: the keyboard stays on its button (or the other one, at an end).
    window.setTimeout(() => {
      const same = document.getElementById(moveButtonId(item.id, delta));
      const other = document.getElementById(moveButtonId(item.id, -delta));
      (same && !(same as HTMLButtonElement).disabled ? same : other)?.focus();
    }, 0);
  };

  /** Dropped on `target`: takes its place, if both are of the same level. */
  const drop = (target: AdminCategory) => {
    const item = dragging;
    setDragging(null);
    setDropTarget(null);
    if (!item || item.id === target.id || item.parentId !== target.parentId) return;
    const ids = siblings(item).map((c) => c.id);
    sendOrder(item, moveTo(ids, ids.indexOf(item.id), ids.indexOf(target.id)));
  };

  const dragProps = (item: AdminCategory) => ({
    draggable: true,
    'data-dragging': dragging?.id === item.id ? 'true' : undefined,
    'data-drop': dropTarget === item.id ? 'true' : undefined,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(item.id));
      setDragging(item);
    },
    onDragOver: (event: DragEvent) => {
      if (!dragging || dragging.parentId !== item.parentId) return;
      event.preventDefault();
      setDropTarget(item.id);
    },
    onDragLeave: () => setDropTarget((id) => (id === item.id ? null : id)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      drop(item);
    },
    onDragEnd: () => {
      setDragging(null);
      setDropTarget(null);
    },
  });

  return { tree, shift, dragProps, announcement, moving: move.isPending };
}
