import { z } from 'zod';
import { defineCall } from '../define.ts';
import {
  AgentCodeCheck,
  AwardLevel,
  AwardOverview,
  CategoryNode,
  InvitationCodeCheck,
  PhaseInfo,
  Season,
} from '../models/competition.ts';
import { AreaCode } from '../models/content.ts';
import { CodeRequest } from '../models/requests.ts';

/**
 * Public competition calls of docs/product.md#public-calls (GET /index/...): seasons, categories,
 * award levels, codes.
 */

export const getGlobalAreaCodes = defineCall({
  method: 'GET',
  path: '/index/getGlobalAreaCode',
  summary: 'Phone area codes for the registration and address forms',
  tag: 'public',
  auth: 'public',
  response: z.array(AreaCode),
});

/**
 * The route loaders of /steps, /preview, /awards/steps and /trophie fetch it before rendering
 * and it must not be cached (docs/product.md#routes, docs/product.md#public-calls), since
 * organisers change fees and categories.
 */
export const getCategories = defineCall({
  method: 'GET',
  path: '/index/category',
  summary: 'The category tree with fees (never cached)',
  tag: 'public',
  auth: 'public',
  response: z.array(CategoryNode),
});

/** null when no season is configured. */
export const getAwardDate = defineCall({
  method: 'GET',
  path: '/index/getAwardDate',
  summary: "The current season's dates",
  tag: 'public',
  auth: 'public',
  response: Season.nullable(),
});

export const getAward = defineCall({
  method: 'GET',
  path: '/index/getAward',
  summary: 'The programme at a glance: current season, winner years, award levels',
  tag: 'public',
  auth: 'public',
  response: AwardOverview,
});

export const getAwardClassification = defineCall({
  method: 'GET',
  path: '/index/awardClassification',
  summary: 'Award levels with their winner-package and trophy fees, highest first',
  tag: 'public',
  auth: 'public',
  response: z.array(AwardLevel),
});

export const getPhase = defineCall({
  method: 'GET',
  path: '/index/getPhase',
  summary: 'Where the current season stands',
  tag: 'public',
  auth: 'public',
  response: PhaseInfo,
});

export const getInvitationCode = defineCall({
  method: 'GET',
  path: '/index/getInvitationCode',
  summary: 'Check an invitation code and its entry-fee discount',
  tag: 'public',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  query: CodeRequest,
  response: InvitationCodeCheck,
});

export const getAgentCode = defineCall({
  method: 'GET',
  path: '/index/getAgentCode',
  summary: 'Check an agent (referring partner) code',
  tag: 'public',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  query: CodeRequest,
  response: AgentCodeCheck,
});
