import { z } from 'zod';
import { QueryId, optionalString, queryIntInRange, storableString } from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';
import { KEYWORD_MAX, YEAR_MAX, YEAR_MIN } from '../limits.ts';
import { Winner, WinnerDetail } from '../models/entry.ts';
import { CertificateVerification } from '../models/payment.ts';
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

/** A certificate's verification code as printed (e.g. `LDA-7K3F-9QX2`); case and dashes ignored. */
export const VerifyCertificateRequest = z.object({
  code: storableString()
    .max(40)
    .transform((v) => v.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    .pipe(z.string().min(8, 'This is not a certificate code.').max(24, 'This is not a certificate code.')),
});
export type VerifyCertificateRequest = z.input<typeof VerifyCertificateRequest>;

/**
 * The public verification page's data (docs/product.md#certificates): whoever holds a certificate
 * can check it is genuine and not revoked. An unknown code is a 404.
 */
export const verifyCertificate = defineCall({
  method: 'GET',
  path: '/index/verifyCertificate',
  summary: 'Check an award certificate by its verification code',
  tag: 'public',
  auth: 'public',
  query: VerifyCertificateRequest,
  response: CertificateVerification,
});
