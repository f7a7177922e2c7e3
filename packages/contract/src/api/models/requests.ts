import { z } from 'zod';
import { ApplyOrderId, OrderNo, requiredString } from '../../fields.ts';
import { CODE_MAX } from '../limits.ts';

/** Requests shared by several areas, named by their spec §3 identifiers. */

/** `apply_order_id` identifies an entry or order (spec §3), spelled as the spec writes it. */
export const ApplyOrderRequest = z.object({ apply_order_id: ApplyOrderId });
export type ApplyOrderRequest = z.input<typeof ApplyOrderRequest>;

/** `order_no` identifies a payment order (spec §3). */
export const OrderNoRequest = z.object({ order_no: OrderNo });
export type OrderNoRequest = z.input<typeof OrderNoRequest>;

/** A code typed into a form (DESIGN.md §4 "Codes"). */
export const CodeRequest = z.object({ code: requiredString(CODE_MAX) });
export type CodeRequest = z.input<typeof CodeRequest>;

/**
 * The `response` of a `file: true` call: on success the body is the file itself (PDF or zip),
 * not the envelope; failures still answer the envelope.
 */
export const FileResponse = z.unknown();
