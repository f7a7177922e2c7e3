import { useTranslation } from 'react-i18next';
import { auditDiff } from '../model/audit-diff.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-audit.ts';

/** Past this many characters a value is folded: its start shown, the rest behind "Show all". */
const FOLD_AT = 140;

/** A moment the server wrote (`2026-11-27T16:01:45.183Z`): shown as the console shows dates. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function Value({ text: raw }: { text: string | null }) {
  const { t } = useTranslation('admin-audit');
  const formatDate = useFormatDateTime();
  const text = raw !== null && INSTANT.test(raw) ? formatDate(raw) : raw;
  if (text === null) return <span className="console-muted">{t('audit.empty')}</span>;
  if (text.length <= FOLD_AT) return <span className="audit-diff__value">{text}</span>;
  // <details> folds and unfolds by keyboard and tells a screen reader its state, with no script.
  return (
    <details className="audit-diff__fold">
      <summary>
        <span className="audit-diff__value">{text.slice(0, FOLD_AT)}…</span>{' '}
        <span className="audit-diff__more">{t('audit.showAll')}</span>
      </summary>
      <span className="audit-diff__value">{text}</span>
    </details>
  );
}

/** An audit row's before and after, field by field: field, was, now (docs/product.md#audit-log). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin-audit');
  const lines = auditDiff(before, after);
  if (!lines.length) return <span className="console-muted">{t('audit.noValues')}</span>;
  return (
    <table className="audit-diff">
      <colgroup>
        <col className="audit-diff__col-field" />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.was')}</th>
          <th scope="col">{t('audit.now')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.field}>
            <th scope="row">
              <code>{line.field || t('audit.value')}</code>
            </th>
            <td className="audit-diff__was" data-label={t('audit.was')}>
              <Value text={line.was} />
            </td>
            <td className="audit-diff__now" data-label={t('audit.now')}>
              <Value text={line.now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
