import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { entryNumber } from '../model/judge-filters.ts';
import type { Refusal } from '../model/run-each.ts';
import '../../../i18n/jury.ts';

export interface Report {
  kind: 'assign' | 'fee' | 'award' | 'show' | 'hide' | 'auto';
  done: number;
  /** Entries the server refused, with its reason. */
  refused: Refusal[];
  /** Entries left as they were without a refusal (batchShow: not awarded). */
  skipped: number[];
  /** Extra words for the summary (the automatic plan's counts). */
  detail?: string;
}

interface RunReportProps {
  report: Report;
  titleOf: (id: number) => string;
  onDismiss: () => void;
}

/** What the last action did: how many entries changed, and which were refused or skipped, and why. */
export function RunReport({ report, titleOf, onDismiss }: RunReportProps) {
  const { t } = useTranslation('jury');
  const problems = report.refused.length + report.skipped.length;
  const name = (id: number) => `${entryNumber(id)} ${titleOf(id)}`.trim();
  return (
    <Alert
      className="jury-report"
      type={problems === 0 ? 'success' : report.done > 0 ? 'warning' : 'error'}
      showIcon
      role={problems === 0 ? 'status' : 'alert'}
      data-testid="action-report"
      closable={{ onClose: onDismiss, 'aria-label': t('dialog.dismiss') }}
      title={report.detail ?? t(`report.${report.kind}`, { count: report.done })}
      description={
        problems > 0 ? (
          <ul className="jury-report__list">
            {report.refused.map((r) => (
              <li key={`r${r.id}`}>{t('report.refused', { entry: name(r.id), reason: r.message })}</li>
            ))}
            {report.skipped.map((id) => (
              <li key={`s${id}`}>{t('report.skipped', { entry: name(id) })}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
