import type { CustomField, EntryFilter, LanguageCode } from '@laurel/contract';
import { DEFAULT_ENTRY_FORM } from '@laurel/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, seasons, users } from '../../db/schema.ts';
import type { CsvValue } from '../../lib/csv.ts';
import { refuse } from '../../lib/errors.ts';
import { localize } from '../../lib/localize.ts';
import { say, type TextKey } from '../../lib/texts/say.ts';
import { entryFilterWhere } from './entry-filter-where.ts';
import { EXPORT_PAGE, keysetPages } from './keyset.ts';
import { filterOf, iso, type PreparedExport } from './prepared-export.ts';

const HEADER = [
  'exports.entry', 'exports.title', 'exports.category', 'exports.status', 'exports.submitted', 'exports.entryFee', 'exports.winnerPackageFee',
  'exports.additionalTrophyFee', 'exports.award', 'exports.shown', 'exports.entrant', 'exports.email', 'exports.company', 'exports.country',
  'exports.phone', 'exports.created',
] as const satisfies readonly TextKey[];

/** What a row needs of an entry: not its description or form snapshot, which are most of its bytes. */
const ENTRY_COLUMNS = {
  id: entries.id,
  title: entries.title,
  categoryId: entries.categoryId,
  status: entries.status,
  submittedAt: entries.submittedAt,
  entryFeeStatus: entries.entryFeeStatus,
  winnerPackageFeeStatus: entries.winnerPackageFeeStatus,
  additionalTrophyFeeStatus: entries.additionalTrophyFeeStatus,
  awardLevelId: entries.awardLevelId,
  isShow: entries.isShow,
  customFields: entries.customFields,
  createdAt: entries.createdAt,
};

/**
 * The custom fields of a season's entry forms, the season's and each category's own, one column per
 * key in the order first met (docs/product.md#entry-form), so an entry of any category has its
 * values under the same headings.
 */
async function seasonCustomFields(ctx: AppContext, seasonId: number, seasonForm: typeof DEFAULT_ENTRY_FORM | null): Promise<CustomField[]> {
  const forms = [seasonForm ?? DEFAULT_ENTRY_FORM];
  const own = await ctx.db.select({ form: categories.entryForm }).from(categories).where(eq(categories.seasonId, seasonId)).orderBy(asc(categories.id));
  for (const c of own) if (c.form) forms.push(c.form);
  const byKey = new Map<string, CustomField>();
  for (const form of forms) for (const field of form.custom) if (!byKey.has(field.key)) byKey.set(field.key, field);
  return [...byKey.values()];
}

/** A custom value as a cell: a number stays a number, a choice reads its option's label. */
function customCell(field: CustomField, value: string | number | undefined, language: LanguageCode): CsvValue {
  if (value === undefined) return null;
  if (field.type === 'choice') {
    const option = field.options.find((o) => o.value === value);
    return option ? localize(language, option.label, option.labelZh) : value;
  }
  return value;
}

/**
 * `/admin/exports/entries`: a season's entries matching the entries table's filter (and only the
 * chosen ids, when given), oldest first, with their entrant and every custom field of the season's
 * forms labelled in the caller's language. Refuses a season that does not exist before the file starts.
 */
export async function prepareEntriesExport(
  ctx: AppContext,
  opts: { filter: EntryFilter; ids?: number[]; language: LanguageCode },
): Promise<PreparedExport> {
  const { filter, language } = opts;
  const [season] = await ctx.db.select({ year: seasons.year, form: seasons.entryForm }).from(seasons).where(eq(seasons.id, filter.seasonId));
  if (!season) throw refuse('seasonNotFound');
  const fields = await seasonCustomFields(ctx, filter.seasonId, season.form);
  const cats = new Map(
    (await ctx.db.select({ id: categories.id, name: categories.name, nameZh: categories.nameZh }).from(categories).where(eq(categories.seasonId, filter.seasonId))).map(
      (c) => [c.id, localize(language, c.name, c.nameZh)],
    ),
  );
  const levels = new Map((await ctx.db.select().from(awardLevels)).map((l) => [l.id, localize(language, l.name, l.nameZh)]));
  const yes = say(language, 'exports.yes');
  const no = say(language, 'exports.no');
  async function* rows(): AsyncGenerator<CsvValue[]> {
    const pages = keysetPages((after) =>
      ctx.db
        .select({ e: ENTRY_COLUMNS, name: users.name, email: users.email, company: users.company, country: users.country, areaCode: users.areaCode, phone: users.phone })
        .from(entries)
        .innerJoin(users, eq(users.id, entries.userId))
        .where(and(entryFilterWhere(filter, { ids: opts.ids, after })))
        .orderBy(asc(entries.id))
        .limit(EXPORT_PAGE)
        .then((list) => list.map((r) => ({ ...r, id: r.e.id }))),
    );
    for await (const page of pages) {
      for (const r of page) {
        const e = r.e;
        yield [
          e.id, e.title, e.categoryId === null ? null : (cats.get(e.categoryId) ?? null), e.status, iso(e.submittedAt), e.entryFeeStatus,
          e.winnerPackageFeeStatus, e.additionalTrophyFeeStatus, e.awardLevelId === null ? null : (levels.get(e.awardLevelId) ?? null),
          e.isShow ? yes : no, r.name, r.email, r.company, r.country, r.phone ? [r.areaCode, r.phone].filter(Boolean).join(' ') : null, iso(e.createdAt),
          ...fields.map((f) => customCell(f, e.customFields[f.key], language)),
        ];
      }
    }
  }
  return {
    kind: 'entries',
    fileName: `laurel-${season.year}-entries.csv`,
    header: [...HEADER.map((k) => say(language, k)), ...fields.map((f) => localize(language, f.label, f.labelZh))],
    rows: rows(),
    filter: filterOf({ ...filter, ids: opts.ids }),
  };
}
