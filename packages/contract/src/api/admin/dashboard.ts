import { z } from 'zod';
import { EntryStatus, FeeStatus, QueryId } from '../../fields.ts';
import { FeeKind } from '../models/payment.ts';
import { ReviewLevel } from '../models/review.ts';
import { defineCall } from '../define.ts';

/*
 * The console's home (docs/product.md#dashboard): one season at a glance in one call. Every figure
 * carries `href`, the console page with the very filter it counted (the entries table's
 * EntryFilter, the payments desk's filters, a person), so a bar or a row is a link to the list
 * behind it. Days are UTC calendar days (`YYYY-MM-DD`), as the payments desk's `from`/`to`.
 */

/** How many days of the entries-per-day comparison at most, from registration's opening. */
export const DASHBOARD_DAYS_MAX = 400;
/** A round's reviewers count as "due soon" this many days before it ends (the first reminder's week). */
export const DASHBOARD_DUE_SOON_DAYS = 7;

const Int = z.number().int();
const Href = z.string();

export const DashboardSeason = z.object({
  id: Int,
  name: z.string(),
  year: Int,
  registrationOpensAt: z.string(),
  registrationClosesAt: z.string(),
});

/** One day since registration opened: entries started and submitted, this season and the previous. */
export const DashboardDay = z.object({
  /** Days since the season's registration opened (0 the opening day). */
  day: Int,
  /** This season's calendar day (UTC). */
  date: z.string(),
  /** Null: the day has not come yet this season. */
  started: Int.nullable(),
  submitted: Int.nullable(),
  /** Null without a previous season. */
  previousStarted: Int.nullable(),
  previousSubmitted: Int.nullable(),
});

export const DashboardCategory = z.object({ id: Int, name: z.string(), nameZh: z.string().nullable(), count: Int, href: Href });
export const DashboardStatus = z.object({ status: EntryStatus, count: Int, href: Href });
export const DashboardFeeStatus = z.object({ status: FeeStatus, count: Int, href: Href });

/** Money in integer cents: paid minus refunded. */
export const DashboardMoney = z.object({ paidCents: Int, refundedCents: Int, netCents: Int, orders: Int, href: Href });
export const DashboardRevenue = DashboardMoney.extend({
  currency: z.string(),
  byFeeKind: z.array(DashboardMoney.extend({ feeKind: FeeKind })),
  byProvider: z.array(DashboardMoney.extend({ provider: z.string() })),
  /** Paid on that day minus refunded on that day; only days with either. */
  byDay: z.array(DashboardMoney.extend({ date: z.string() })),
});

/** `ended`: the round is over with reviews missing; `dueSoon`: it ends within DASHBOARD_DUE_SOON_DAYS. */
export const DashboardRoundState = z.enum(['notStarted', 'open', 'dueSoon', 'ended']);

export const DashboardTier = z.object({
  level: ReviewLevel,
  /** Reviews owed: assignments (first level) or reached entries times second-level judges, without conflicts. */
  expected: Int,
  submitted: Int,
  drafts: Int,
  reviewers: Int,
  state: DashboardRoundState,
  startsAt: z.string(),
  endsAt: z.string(),
  /** The reviewers of this level in the people search. */
  href: Href,
});

export const DashboardJuror = z.object({
  userId: Int,
  name: z.string(),
  email: z.string(),
  level: ReviewLevel,
  expected: Int,
  submitted: Int,
  drafts: Int,
  conflicts: Int,
  /** Reviews missing while the round is ending or over. */
  overdue: z.boolean(),
  href: Href,
});

export const Dashboard = z.object({
  season: DashboardSeason,
  previousSeason: DashboardSeason.nullable(),
  entries: z.object({
    total: Int,
    submitted: Int,
    previousTotal: Int.nullable(),
    previousSubmitted: Int.nullable(),
    href: Href,
    /** Submitted (or further) with no sub-judge assigned. */
    unassigned: z.object({ count: Int, href: Href }),
    byDay: z.array(DashboardDay),
    byCategory: z.array(DashboardCategory),
    byStatus: z.array(DashboardStatus),
    byEntryFee: z.array(DashboardFeeStatus),
  }),
  revenue: DashboardRevenue,
  judging: z.object({
    tiers: z.array(DashboardTier),
    jurors: z.array(DashboardJuror),
    overdue: Int,
    conflicts: z.object({ count: Int, entries: Int, href: Href }),
  }),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof Dashboard>;
export type DashboardJuror = z.infer<typeof DashboardJuror>;
export type DashboardTier = z.infer<typeof DashboardTier>;

export const DashboardQuery = z.object({ seasonId: QueryId });
export type DashboardQuery = z.input<typeof DashboardQuery>;

export const getDashboard = defineCall({
  method: 'GET',
  path: '/admin/dashboard',
  summary: "A season at a glance: entries by day against the previous season, by category and status; revenue by fee kind, provider and day; judging by tier and juror, overdue jurors, conflicts — each with the link to its list",
  tag: 'admin',
  auth: 'staff:read',
  query: DashboardQuery,
  response: Dashboard,
});

export const dashboardCalls = { getDashboard } as const;
