import type { z } from 'zod';
import { QueryId, optionalString, queryIntInRange } from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';
import { KEYWORD_MAX, YEAR_MAX, YEAR_MIN } from '../limits.ts';
import { Winner, WinnerDetail } from '../models/entry.ts';
import { ApplyOrderRequest } from '../models/requests.ts';

/**
 * Published winners (docs/product.md#public-calls GET /index/...): entries whose `isShow` is set
 * (docs/product.md#entries).
 */

/** Filters of the /winner page; a group's id matches every category in it. */
export const WinnerListRequest = PageQuery.extend({
  year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional(),
  categoryId: QueryId.optional(),
  awardLevelId: QueryId.optional(),
  keyword: optionalString(KEYWORD_MAX),
});
export type WinnerListRequest = z.input<typeof WinnerListRequest>;

export const listWinners = defineCall({
  method: 'GET',
  path: '/index/winnerList',
  summary: 'Published winners, filtered; highest award first',
  tag: 'public',
  auth: 'public',
  query: WinnerListRequest,
  response: pageResult(Winner),
});

/** The home page shows one season's winners: `year`, else the latest with winners. */
export const IndexWinnerListRequest = PageQuery.extend({
  year: queryIntInRange(YEAR_MIN, YEAR_MAX).optional(),
});
export type IndexWinnerListRequest = z.input<typeof IndexWinnerListRequest>;

export const listIndexWinners = defineCall({
  method: 'GET',
  path: '/index/indexWinnerList',
  summary: "The home page's winners",
  tag: 'public',
  auth: 'public',
  query: IndexWinnerListRequest,
  response: pageResult(Winner),
});

/** 404 unless the entry is published. */
export const getWinnerInfo = defineCall({
  method: 'GET',
  path: '/index/winnerInfo',
  summary: "One published winner's page",
  tag: 'public',
  auth: 'public',
  query: ApplyOrderRequest,
  response: WinnerDetail,
});
