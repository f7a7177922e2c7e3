/** A category with its group as lists and sheets show it: "Product · Furniture". */
export const categoryLabel = (category: { name: string; groupName: string | null }): string =>
  [category.groupName, category.name].filter(Boolean).join(' · ');
