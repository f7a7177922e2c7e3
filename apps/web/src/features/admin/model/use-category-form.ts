import { Form } from 'antd';
import type { AdminCategory } from '@laurel/contract';
import { useDeleteCategory, useSaveCategory } from '../api/categories.ts';
import { centsToDollars, dollarsToCents, optionalCents } from './money.ts';

export interface CategoryFormValues {
  name: string;
  nameZh: string;
  description: string;
  descriptionZh: string;
  /** Dollars on screen; cents on the wire (model/money.ts). */
  entryFee: number | null;
  earlyBirdFee: number | null;
  lateFee: number | null;
  isActive: boolean;
}

/** What the drawer edits: an existing item, or a new group (`parentId` null) or category. */
export type CategoryEdit = { item: AdminCategory } | { item: null; parentId: number | null };

/**
 * The category drawer's state: the fees typed in dollars are sent as whole cents; a group has no
 * fees of its own (the server ignores them). Deleting is offered only for an item without entries.
 */
export function useCategoryForm(seasonId: number, edit: CategoryEdit, onDone: () => void) {
  const [form] = Form.useForm<CategoryFormValues>();
  const save = useSaveCategory();
  const remove = useDeleteCategory(seasonId);
  const item = edit.item;
  const parentId = item ? item.parentId : edit.parentId;
  const initialValues: CategoryFormValues = item
    ? {
        name: item.name,
        nameZh: item.nameZh,
        description: item.description,
        descriptionZh: item.descriptionZh,
        entryFee: centsToDollars(item.entryFeeCents),
        earlyBirdFee: item.earlyBirdFeeCents === null ? null : centsToDollars(item.earlyBirdFeeCents),
        lateFee: item.lateFeeCents === null ? null : centsToDollars(item.lateFeeCents),
        isActive: item.isActive,
      }
    : { name: '', nameZh: '', description: '', descriptionZh: '', entryFee: null, earlyBirdFee: null, lateFee: null, isActive: true };

  const submit = (values: CategoryFormValues) =>
    save.mutate(
      {
        seasonId,
        id: item?.id ?? null,
        parentId,
        name: values.name,
        nameZh: values.nameZh ?? '',
        description: values.description ?? '',
        descriptionZh: values.descriptionZh ?? '',
        entryFeeCents: dollarsToCents(values.entryFee ?? 0),
        earlyBirdFeeCents: parentId === null ? null : optionalCents(values.earlyBirdFee),
        lateFeeCents: parentId === null ? null : optionalCents(values.lateFee),
        isActive: values.isActive,
      },
      { onSuccess: onDone },
    );

  const deleteItem = () => {
    if (item) remove.mutate(item.id, { onSuccess: onDone });
  };

  return {
    form,
    item,
    isGroup: parentId === null,
    initialValues,
    submit,
    deleteItem,
    canDelete: item !== null && item.entryCount === 0,
    pending: save.isPending || remove.isPending,
    error: save.error,
  };
}
