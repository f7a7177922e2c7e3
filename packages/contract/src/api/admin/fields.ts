import { z } from 'zod';
import { Cents, Id, IsoDateTime, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';

/*
 * Field schemas the console's calls share (docs/product.md#organisers-console).
 */

/** A date the console may leave empty: null clears it. */
export const OptionalDateTime = IsoDateTime.nullable();

/** A season named in a body. */
export const SeasonRef = z.object({ seasonId: Id });

/** A price the console writes: whole cents up to a million dollars. */
export const PriceCents = Cents.max(100_000_000, m.type());

/** A Chinese twin of a text: empty means the English one is shown (docs/decisions/010-bilingual-content.md). */
export const ZhText = (max: number) => storableString(m.type).trim().max(max, m.max(max));
