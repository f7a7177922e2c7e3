import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { changedRows } from './person-scope.ts';

/**
 * How much of an entry goes (docs/decisions/027-erasure-and-retention.md):
 * - `personal`: what names people — the credits, the winner's credits and text, and the custom
 *   fields the jury does not read (the form's own mark for what could name the entrant); the
 *   work stays. The retention job, and an erasure's awarded entries (the award is the
 *   organiser's public record).
 * - `work`: also the work itself — title, description, video link, every custom field, and its
 *   files, detached so `files.cleanup-orphans` removes rows and objects within the hour. An
 *   erasure's entries that won nothing.
 */
export type PurgeDepth = 'personal' | 'work';

/** The custom fields of `entries.custom_fields` whose field in the submitted form is read by the jury. */
const JURY_READ_FIELDS = sql`coalesce((
  select jsonb_object_agg(c.key, c.value) from jsonb_each(entries.custom_fields) c
  where exists (
    select 1 from jsonb_array_elements(coalesce(entries.form_snapshot -> 'custom', '[]'::jsonb)) f
    where f ->> 'key' = c.key and (f ->> 'showToJury')::boolean
  )
), '{}'::jsonb)`;

/**
 * Purges the entrant's personal fields of `entryIds` (any order, any number) and marks them
 * `personal_data_purged_at` (kept from the first purge). Safe to repeat: a second pass finds
 * nothing more to take. Returns how many entries and files it touched.
 */
export async function purgeEntryFields(db: DbLike, entryIds: number[], depth: PurgeDepth, now = new Date()): Promise<{ entries: number; files: number }> {
  if (!entryIds.length) return { entries: 0, files: 0 };
  const ids = sql`(select unnest(${`{${entryIds.join(',')}}`}::int[]))`;
  const work =
    depth === 'work'
      ? sql`, title = '', description = '', video_url = null, pdf_file_id = null, custom_fields = '{}'::jsonb`
      : sql`, custom_fields = ${JURY_READ_FIELDS}`;
  const updated = await db.execute(sql`
    update entries set credits = '', winner_info = null ${work},
      personal_data_purged_at = coalesce(personal_data_purged_at, ${now.toISOString()}::timestamptz), updated_at = now()
    where id in ${ids}`);
  let detached = 0;
  if (depth === 'work') {
    const result = await db.execute(sql`update files set entry_id = null where entry_id in ${ids}`);
    detached = changedRows(result);
  }
  return { entries: changedRows(updated), files: detached };
}
