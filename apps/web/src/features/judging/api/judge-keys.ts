import type { CalibrationRequest, JudgeEntryListRequest } from '@laurel/contract';

/**
 * Every query key of the judge's page, spelled once (apps/web/src/lib/README.md#query-keys). A change
 * the judge makes (an assignment, an award, a fee status, the show flag, publishing the results)
 * invalidates `all`: the table, the progress, the calibration and the results notice all read the
 * same entries and season.
 */
export const judgeKeys = {
  all: ['judge'] as const,
  entries: (query: JudgeEntryListRequest) => ['judge', 'entries', query] as const,
  subJudges: (entryId: number) => ['judge', 'sub-judges', entryId] as const,
  progress: () => ['judge', 'progress'] as const,
  calibration: (query: CalibrationRequest) => ['judge', 'calibration', query] as const,
  siteNotices: () => ['judge', 'site-notices'] as const,
  seasonResults: () => ['judge', 'season-results'] as const,
  /** One entry in full with every review (`/juryreviewdetails`). */
  detail: (entryId: number) => ['judge', 'detail', entryId] as const,
  /** Public content, in the page's language. */
  awardLevels: (lang: string) => ['judge', 'award-levels', lang] as const,
};
