import { z } from 'zod';
import { ApplyOrderId, OrderNo, requiredString } from '../../fields.ts';
import { CODE_MAX } from '../limits.ts';

/** Requests shared by several areas, named by their identifiers (docs/product.md#identifiers). */

/**
 * `apply_order_id` identifies an entry or order (docs/product.md#identifiers), spelled as
 * docs/product.md#calls writes it.
 */
export const ApplyOrderRequest = z.object({ apply_order_id: ApplyOrderId });
export type ApplyOrderRequest = z.input<typeof ApplyOrderRequest>;

/** `order_no` identifies a payment order (docs/product.md#identifiers). */
export const OrderNoRequest = z.object({ order_no: OrderNo });
export type OrderNoRequest = z.input<typeof OrderNoRequest>;

/** A code typed into a form (docs/product.md#codes). */
export const CodeRequest = z.object({ code: requiredString(CODE_MAX) });
export type CodeRequest = z.input<typeof CodeRequest>;

/**
 * The `response` of a `file: true` call: on success the body is the file itself (PDF or zip),
 * not the envelope; failures still answer the envelope.
 */
export const FileResponse = z.unknown();
