import {
  DEFAULT_ENTRY_FORM,
  type AdminAwardLevel,
  type AdminCategory,
  type AdminCriteria,
  type AdminEntryForm,
  type AdminSeason,
  type Dashboard,
} from '@laurel/contract';

/** Contract-shaped answers of the console's calls for page tests (features/admin). */
export const adminSeason = (id: number, overrides: Partial<AdminSeason> = {}): AdminSeason => ({
  id,
  year: 2026 + id,
  name: `Laurel ${2026 + id}`,
  registrationOpensAt: `${2026 + id}-01-10T09:00:00.000Z`,
  registrationClosesAt: `${2026 + id}-04-30T23:00:00.000Z`,
  firstReviewStartsAt: `${2026 + id}-05-01T09:00:00.000Z`,
  firstReviewEndsAt: `${2026 + id}-05-31T23:00:00.000Z`,
  secondReviewStartsAt: `${2026 + id}-06-01T09:00:00.000Z`,
  secondReviewEndsAt: `${2026 + id}-06-20T23:00:00.000Z`,
  resultsAt: `${2026 + id}-07-01T09:00:00.000Z`,
  earlyBirdEndsAt: `${2026 + id}-02-01T00:00:00.000Z`,
  lateFeeStartsAt: null,
  isCurrent: false,
  phase: 'registration',
  categoryCount: 3,
  entryCount: 0,
  criteriaLocked: false,
  retentionDays: null,
  ...overrides,
});

export const adminCategory = (id: number, overrides: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  seasonId: 1,
  parentId: null,
  name: `Category ${id}`,
  nameZh: '',
  description: '',
  descriptionZh: '',
  entryFeeCents: 0,
  earlyBirdFeeCents: null,
  lateFeeCents: null,
  sort: id,
  isActive: true,
  entryCount: 0,
  ...overrides,
});

export const adminAwardLevel = (id: number, overrides: Partial<AdminAwardLevel> = {}): AdminAwardLevel => ({
  id,
  seasonId: 1,
  name: `Level ${id}`,
  nameZh: '',
  description: '',
  descriptionZh: '',
  rank: id,
  metal: null,
  winnerPackageFeeCents: 50000,
  trophyFeeCents: 20000,
  useCount: 0,
  ...overrides,
});

export const adminCriteria = (overrides: Partial<AdminCriteria> = {}): AdminCriteria => ({
  seasonId: 1,
  criteria: [
    { key: 'innovation', name: 'Innovation', nameZh: '创新', description: '', descriptionZh: '', weight: 40 },
    { key: 'function', name: 'Function', nameZh: '功能', description: '', descriptionZh: '', weight: 60 },
  ],
  scoreMax: 10,
  version: 1,
  submittedReviews: 0,
  locked: false,
  ...overrides,
});

/** The season's entry form as the console reads it: the product's default, no entries yet. */
export const adminEntryForm = (overrides: Partial<AdminEntryForm> = {}): AdminEntryForm => ({
  seasonId: 1,
  categoryId: null,
  form: DEFAULT_ENTRY_FORM,
  ownForm: false,
  submittedEntries: 0,
  ...overrides,
});

/** A season's dashboard with nothing in it yet: no entries, money or reviews (`/admin`). */
export const emptyDashboard = (seasonId: number): Dashboard => ({
  season: { id: seasonId, name: `Season ${seasonId}`, year: 2027, registrationOpensAt: '2026-09-01T00:00:00.000Z', registrationClosesAt: '2026-10-01T00:00:00.000Z' },
  previousSeason: null,
  entries: { total: 0, submitted: 0, previousTotal: null, previousSubmitted: null, href: `/admin/entries?season=${seasonId}`, unassigned: { count: 0, href: `/admin/entries?season=${seasonId}&flag=unassigned` }, byDay: [], byCategory: [], byStatus: [], byEntryFee: [] },
  revenue: { currency: 'USD', paidCents: 0, refundedCents: 0, netCents: 0, orders: 0, href: `/admin/payments?season=${seasonId}`, byFeeKind: [], byProvider: [], byDay: [] },
  judging: { tiers: [], jurors: [], overdue: 0, conflicts: { count: 0, entries: 0, href: `/admin/entries?season=${seasonId}&flag=conflict` } },
  generatedAt: '2026-11-27T09:00:00.000Z',
});
