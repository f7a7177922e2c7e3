import { useTranslation } from 'react-i18next';
import '../../../i18n/admin-bulk.ts';

const WORDED = new Set(['to', 'feeKind', 'decision']);

/**
 * What a job's action set, in words: a status, a fee and its decision named as the form names
 * them, ids as they are, a message's texts in full in each language (its paragraphs kept).
 */
export function BulkParams({ params }: { params: Record<string, unknown> }) {
  const { t } = useTranslation('admin-bulk');
  const value = (key: string, v: unknown): string => {
    if (key === 'show') return t(v ? 'param.shown' : 'param.hidden');
    if (key === 'to') return t(`entryStatus.${String(v)}`);
    if (WORDED.has(key)) return t(`param.${String(v)}`);
    if (Array.isArray(v)) return v.join(', ');
    return String(v);
  };
  return (
    <dl className="bulk-meta">
      {Object.entries(params)
        .filter(([k]) => k !== 'kind')
        .flatMap(([k, v]) =>
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.entries(v as Record<string, unknown>).map(([lang, text]) => [`${t(`param.${k}`)} (${lang})`, String(text)] as const)
            : [[t(`param.${k}`), value(k, v)] as const],
        )
        .map(([label, text]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{text}</dd>
          </div>
        ))}
    </dl>
  );
}
