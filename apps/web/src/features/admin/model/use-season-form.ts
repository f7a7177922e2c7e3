import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import { useCopyPlan, useCreateSeason, useUpdateSeason } from '../api/seasons.ts';
import { ALL_DATE_FIELDS, dateProblems, type DateField } from './season-dates.ts';

export type SeasonFormValues = {
  year: number;
  name: string;
  copyFromSeasonId: number | null;
  makeCurrent: boolean;
  /** Days after the results personal data of unawarded entries is kept; empty (null) keeps it. */
  retentionDays?: number | null;
} & Partial<Record<DateField, Dayjs | null>>;

const datesOf = (season: AdminSeason, shiftYears = 0) =>
  Object.fromEntries(
    ALL_DATE_FIELDS.map((field) => {
      const iso = season[field];
      return [field, iso ? dayjs(iso).add(shiftYears, 'year') : null];
    }),
  ) as Record<DateField, Dayjs | null>;

/** The form's dates as the call sends them: ISO 8601 in UTC, an empty fee date as null. */
function isoDates(values: SeasonFormValues) {
  const iso = (field: DateField) => values[field]?.toISOString() ?? '';
  return {
    registrationOpensAt: iso('registrationOpensAt'),
    registrationClosesAt: iso('registrationClosesAt'),
    firstReviewStartsAt: iso('firstReviewStartsAt'),
    firstReviewEndsAt: iso('firstReviewEndsAt'),
    secondReviewStartsAt: iso('secondReviewStartsAt'),
    secondReviewEndsAt: iso('secondReviewEndsAt'),
    resultsAt: iso('resultsAt'),
    earlyBirdEndsAt: values.earlyBirdEndsAt?.toISOString() ?? null,
    lateFeeStartsAt: values.lateFeeStartsAt?.toISOString() ?? null,
  };
}

/**
 * The season form's state: a new season (blank, or a copy whose plan is read as soon as the
 * season to copy is picked, and whose dates start a year after that season's) or one season's
 * name, dates and retention period. The order of the dates is checked here first, each problem under its field;
 * the server checks again and its refusal is shown above the buttons.
 */
export function useSeasonForm(season: AdminSeason | null, seasons: readonly AdminSeason[], onDone: () => void) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SeasonFormValues>();
  const create = useCreateSeason();
  const update = useUpdateSeason();
  const copyFrom = (Form.useWatch('copyFromSeasonId', form) as number | null | undefined) ?? null;
  const copyPlan = useCopyPlan(season ? null : copyFrom);
  const newest = seasons[0]?.year ?? new Date().getFullYear() - 1;

  const initialValues: Partial<SeasonFormValues> = season
    ? { year: season.year, name: season.name, retentionDays: season.retentionDays, ...datesOf(season) }
    : { year: newest + 1, copyFromSeasonId: null, makeCurrent: false };

  const chooseCopyFrom = (id: number | null) => {
    const from = seasons.find((s) => s.id === id);
    if (!from) return;
    // A copy is of an earlier season: its year comes after the copied one's, its dates as many years on.
    const typed = form.getFieldValue('year') as number | undefined;
    const year = typed !== undefined && typed > from.year ? typed : from.year + 1;
    form.setFieldsValue({ year, ...datesOf(from, year - from.year) });
  };

  const submit = async (values: SeasonFormValues) => {
    const problems = dateProblems(values);
    if (problems.length) {
      form.setFields(
        problems.map((p) => ({
          name: p.field,
          errors: [t(p.strict ? 'dates.mustBeAfter' : 'dates.mustNotBeBefore', { other: t(`dates.${p.after}`) })],
        })),
      );
      return;
    }
    try {
      if (season) await update.mutateAsync({ seasonId: season.id, name: values.name, ...isoDates(values), retentionDays: values.retentionDays ?? null });
      else
        await create.mutateAsync({
          year: values.year,
          name: values.name,
          ...isoDates(values),
          copyFromSeasonId: values.copyFromSeasonId ?? null,
          makeCurrent: values.makeCurrent,
        });
      onDone();
    } catch {
      // Shown by the form (`error`), in the server's words.
    }
  };

  const mutation = season ? update : create;
  return { form, initialValues, copyFrom, copyPlan, chooseCopyFrom, submit, pending: mutation.isPending, error: mutation.error };
}
