import { z } from 'zod';
import { Id, IsoDate, IsoDateTime, queryIntInRange } from '../../fields.ts';
import { defineCall } from '../define.ts';
import { YEAR_MAX, YEAR_MIN } from '../limits.ts';

/**
 * A season's results date: its shown winners are public from it on, and only then
 * (docs/product.md#publishing-winners). Before it, a shown entry is ready.
 */
export const SeasonResults = z.object({
  seasonId: z.number().int(),
  year: z.number().int(),
  resultsAt: IsoDate,
  /** Whether the date has come, by the server's clock: the shown entries are public winners. */
  isPublic: z.boolean(),
  /** Awarded entries shown: ready before the date, public from it. */
  shown: z.number().int().min(0),
});
export type SeasonResults = z.infer<typeof SeasonResults>;

/** Without `year`, the current season, as the judge's table. */
export const SeasonResultsRequest = z.object({ year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional() });
export type SeasonResultsRequest = z.input<typeof SeasonResultsRequest>;

export const getSeasonResults = defineCall({
  method: 'GET',
  path: '/judge/seasonResults',
  summary: "A season's results date, whether its winners are public yet, and how many are shown",
  tag: 'judge',
  auth: 'judge',
  query: SeasonResultsRequest,
  response: SeasonResults,
});

/**
 * Publishing a season's winners before its results date moves the date to now. It must be
 * confirmed: `confirmResultsAt` repeats the date it overrides, as `getSeasonResults` gave it (422
 * when it is missing or another date), so no click publishes by accident.
 */
export const PublishResultsRequest = z.object({
  seasonId: Id,
  confirmResultsAt: IsoDateTime,
});
export type PublishResultsRequest = z.input<typeof PublishResultsRequest>;

export const publishResults = defineCall({
  method: 'POST',
  path: '/judge/publishResults',
  summary: "Publish a season's winners now, before its results date (confirmed with that date)",
  tag: 'judge',
  auth: 'judge',
  body: PublishResultsRequest,
  response: SeasonResults,
});
