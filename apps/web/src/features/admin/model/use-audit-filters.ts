import { useSearchParams } from 'react-router';
import { AUDIT_ACTION_MAX, AUDIT_SUBJECT_MAX, type AuditLogQuery } from '@laurel/contract';

export interface AuditFilters {
  actorId: string;
  entryId: string;
  subjectType: string;
  subjectId: string;
  action: string;
  from: string;
  to: string;
}

export const AUDIT_FILTER_KEYS = [
  'actorId',
  'entryId',
  'subjectType',
  'subjectId',
  'action',
  'from',
  'to',
] as const;
export const AUDIT_PAGE = 50;

const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit log's filters, kept in the URL (`?actorId=&entryId=&subjectType=&subjectId=&action=&from=&to=`,
 * the addresses other pages link to: docs/product.md#audit-log). What the URL says that the server
 * would refuse is left out of the query, so a mistyped link shows the unfiltered log, not an error.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as AuditFilters;
  const query: Omit<AuditLogQuery, 'before'> = {
    limit: AUDIT_PAGE,
    ...(ID.test(filters.actorId) ? { actorId: Number(filters.actorId) } : {}),
    ...(ID.test(filters.entryId) ? { entryId: Number(filters.entryId) } : {}),
    ...(/^[A-Za-z_]+$/.test(filters.subjectType) && filters.subjectType.length <= AUDIT_SUBJECT_MAX
      ? { subjectType: filters.subjectType }
      : {}),
    ...(filters.subjectId.trim() && filters.subjectId.length <= AUDIT_SUBJECT_MAX
      ? { subjectId: filters.subjectId.trim() }
      : {}),
    ...(/^[A-Za-z_.]+$/.test(filters.action) && filters.action.length <= AUDIT_ACTION_MAX
      ? { action: filters.action }
      : {}),
    ...(DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(DAY.test(filters.to) ? { to: filters.to } : {}),
  };
  const set = (next: Partial<AuditFilters>) =>
    setParams(() => {
      const p = new URLSearchParams();
      for (const key of AUDIT_FILTER_KEYS) {
        const value = (next[key] ?? '').trim();
        if (value) p.set(key, value);
      }
      return p;
    });
  const active = AUDIT_FILTER_KEYS.some((k) => filters[k] !== '');
  return { filters, query, set, active };
}
