import type { AdminContentSlot, ContentSlotKey } from '@laurel/contract';
import type { AppContext } from '../../../core/context.ts';
import { adminContentSlot, slotByKey } from './slot-view.ts';

/** `/admin/content/slot`: one slot's blocks in both languages, each with its live text and draft. */
export async function getContentSlot(ctx: AppContext, slot: ContentSlotKey): Promise<AdminContentSlot> {
  return adminContentSlot(ctx.db, slotByKey(slot));
}
