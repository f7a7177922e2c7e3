import type { TestApp } from './test-app.ts';

/**
 * The tables a refused request must leave alone. Not `verification_codes`: a wrong code counts
 * an attempt there, by design.
 */
const WATCHED = ['users', 'sessions', 'entries', 'files', 'contact_messages', 'audit_log'];

const QUERY = WATCHED.map(
  (table) => `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum from ${table} r`,
).join(' union all ');

/** Each watched table as a row count and a checksum of its rows, in one query. */
export const tableChecksums = (t: TestApp) => t.ctx.database.exec(QUERY);
