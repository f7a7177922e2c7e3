import type { CategoryNode } from '@laurel/contract';

export interface CategoryOption {
  value: number;
  label: string;
  className?: string;
}

/** A group first (its id filters every category in it), then its categories, indented. */
export function filterCategoryOptions(tree: readonly CategoryNode[] | undefined): CategoryOption[] {
  const options: CategoryOption[] = [];
  for (const node of tree ?? []) {
    options.push({ value: node.id, label: node.name, className: 'jury-option--group' });
    for (const child of node.children) {
      options.push({ value: child.id, label: child.name, className: 'jury-option--child' });
    }
  }
  return options;
}

/** Only categories an entry can be in (the leaves), each named with its group: "Product · Chairs". */
export function leafCategoryOptions(tree: readonly CategoryNode[] | undefined): CategoryOption[] {
  const options: CategoryOption[] = [];
  const visit = (nodes: readonly CategoryNode[], group: string | null) => {
    for (const node of nodes) {
      if (node.children.length > 0) visit(node.children, node.name);
      else options.push({ value: node.id, label: group ? `${group} · ${node.name}` : node.name });
    }
  };
  visit(tree ?? [], null);
  return options;
}
