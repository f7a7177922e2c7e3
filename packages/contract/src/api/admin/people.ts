import { z } from 'zod';
import { Flag, Id, IdArray, QueryFlag, QueryId, oneOf, queryIntInRange, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { STAFF_ROLES } from '../../staff.ts';
import { defineCall } from '../define.ts';

/*
 * Everyone with an account, in the console (docs/product.md#people): found by name, e-mail,
 * country, identity or staff role; one person's entries, orders and reviews; their identity (and a
 * sub-judge's categories) and whether they may log in. A staff role is given by
 * `/admin/staff/setRole` (staff.ts).
 */

export const PEOPLE_SEARCH_MAX = 100;
/** The most of one person's entries, orders or reviews the person's page lists (newest first). */
export const PERSON_LIST_MAX = 200;
/** A sub-judge covers at most this many categories (none: every category). */
export const JURY_CATEGORIES_MAX = 500;

/** 0 entrant, 1 judge, 2 sub-judge, 3 second-level judge (docs/product.md#roles-and-identities). */
export const IdentityValue = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: m.type() });

export const PersonSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  /** ISO 3166-1 alpha-2, as the person gave it. */
  country: z.string().nullable(),
  identity: IdentityValue,
  staffRole: z.enum(STAFF_ROLES).nullable(),
  /** Set: the account cannot log in. */
  deactivatedAt: z.string().nullable(),
  /** Set: the person was erased (docs/product.md#data-protection); their personal fields are placeholders. */
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;

/** `staffRole`: a role, `any` (anyone with one) or `none`. */
export const PeopleStaffFilter = oneOf([...STAFF_ROLES, 'any', 'none'] as const);

export const SearchPeopleQuery = PageQuery.extend({
  /** Part of a name or an e-mail address, matched literally (% and _ are not wildcards). */
  q: storableString(m.type).trim().max(PEOPLE_SEARCH_MAX, m.max(PEOPLE_SEARCH_MAX)).optional(),
  country: storableString(m.type).trim().toUpperCase().regex(/^([A-Z]{2})?$/, m.pattern()).optional(),
  identity: queryIntInRange(0, 3).optional(),
  staffRole: PeopleStaffFilter.optional(),
  /** true: only deactivated accounts; false: only active ones; absent: both. */
  deactivated: QueryFlag.optional(),
});
export type SearchPeopleQuery = z.input<typeof SearchPeopleQuery>;

export const searchPeople = defineCall({
  method: 'GET',
  path: '/admin/people',
  summary: 'Search accounts by name, e-mail, country, identity or staff role (newest first, paged)',
  tag: 'admin',
  auth: 'staff:read',
  query: SearchPeopleQuery,
  response: pageResult(PersonSummary),
});

export const PersonCategory = z.object({ id: z.number().int(), seasonId: z.number().int(), name: z.string(), nameZh: z.string() });

export const PersonEntry = z.object({
  id: z.number().int(),
  title: z.string(),
  seasonYear: z.number().int(),
  categoryName: z.string().nullable(),
  categoryNameZh: z.string().nullable(),
  status: z.string(),
  entryFeeStatus: z.string(),
  createdAt: z.string(),
});

export const PersonOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  entryId: z.number().int(),
  feeKind: z.string(),
  provider: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});

export const PersonReview = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  entryTitle: z.string(),
  level: z.enum(['first', 'second']),
  status: z.enum(['draft', 'submitted']),
  /** Hundredths of a point, once scored. */
  total: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
});

const Counted = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), list: z.array(item) });

export const PersonDetail = PersonSummary.extend({
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string(),
  agentCode: z.string().nullable(),
  invitationCode: z.string().nullable(),
  /** A sub-judge's categories; empty covers every category. */
  juryCategories: z.array(PersonCategory),
  entries: Counted(PersonEntry),
  orders: Counted(PersonOrder),
  reviews: Counted(PersonReview).extend({
    /** Reviews written, by level and status. */
    counts: z.object({ firstDraft: z.number().int(), firstSubmitted: z.number().int(), secondDraft: z.number().int(), secondSubmitted: z.number().int() }),
  }),
});
export type PersonDetail = z.infer<typeof PersonDetail>;

export const getPerson = defineCall({
  method: 'GET',
  path: '/admin/people/get',
  summary: "One account: details, staff role, jury categories, and its entries, payment orders and reviews (newest 200 of each, with their counts)",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ id: QueryId }),
  response: PersonDetail,
});

/**
 * Who the account is on the jury. `categoryIds` only for a sub-judge (identity 2): the categories
 * they cover, none covering every category; any other identity covers none.
 */
export const SetIdentityRequest = z.object({
  userId: Id,
  identity: IdentityValue,
  categoryIds: IdArray(JURY_CATEGORIES_MAX, 0).default([]),
});
export type SetIdentityRequest = z.input<typeof SetIdentityRequest>;

export const setPersonIdentity = defineCall({
  method: 'POST',
  path: '/admin/people/setIdentity',
  summary: "Set an account's identity (entrant, judge, sub-judge, second-level judge) and a sub-judge's categories; in force from its next request",
  tag: 'admin',
  auth: 'staff:people',
  body: SetIdentityRequest,
  response: PersonDetail,
});

/** `active` false deactivates: the account's sessions end at once and it cannot log in. */
export const SetActiveRequest = z.object({ userId: Id, active: Flag });
export type SetActiveRequest = z.input<typeof SetActiveRequest>;

export const setPersonActive = defineCall({
  method: 'POST',
  path: '/admin/people/setActive',
  summary: 'Deactivate an account (its sessions end at once, on every replica; it cannot log in) or reactivate it',
  tag: 'admin',
  auth: 'staff:people',
  body: SetActiveRequest,
  response: PersonDetail,
});

export const peopleCalls = { searchPeople, getPerson, setPersonIdentity, setPersonActive } as const;
