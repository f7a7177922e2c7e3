import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryHistoryItem } from '@laurel/contract';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-entries.ts';

/** A value of an audit row as a person reads it: text as is, anything else as compact JSON. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An entry's history as a timeline, newest first: when, who, the action, and each field that
 * changed as "status: submitted → in_review" (docs/product.md#audit-log).
 */
export function EntryHistoryList({ entryId, items, total }: { entryId: number; items: EntryHistoryItem[]; total: number }) {
  const { t } = useTranslation('admin-entries');
  const formatDate = useFormatDateTime();
  const empty = t('entry.empty');
  return (
    <section className="console-section" aria-labelledby="entry-history">
      <h2 id="entry-history">{t('entry.history')}</h2>
      {items.length ? (
        <>
          {total > items.length ? <p className="console-muted">{t('entry.historyCount', { shown: items.length, total })}</p> : null}
          <ol className="entry-history">
            {items.map((h) => (
              <li key={h.id}>
                <strong>{h.action}</strong> <span className="console-muted">{formatDate(h.at)} · {t('entry.by', { who: h.actor?.name ?? t('entry.system') })}</span>
                {h.subjectType !== 'entry' ? <span className="console-muted"> · {h.subjectType} {h.subjectId}</span> : null}
                {h.changes.length ? (
                  <ul>
                    {h.changes.map((c) => (
                      <li key={c.field || 'value'}>{t('entry.change', { field: c.field || t('entry.value'), before: shown(c.before, empty), after: shown(c.after, empty), interpolation: { escapeValue: false } })}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="console-muted">{t('entry.noHistory')}</p>
      )}
      <Link to={`/admin/audit?entryId=${entryId}`}>{t('entry.auditLink')}</Link>
    </section>
  );
}
