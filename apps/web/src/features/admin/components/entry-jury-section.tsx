import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEntryDetail } from '@laurel/contract';
import '../../../i18n/admin-entries.ts';

const points = (hundredths: number | null) => (hundredths === null ? '—' : (hundredths / 100).toFixed(2));

/** Who reviews the entry, what they proposed, and who declared a conflict with it. */
export function EntryJurySection({ entry }: { entry: AdminEntryDetail }) {
  const { t, i18n } = useTranslation('admin-entries');
  const zh = i18n.language === 'zh-CN';
  const person = (p: { id: number; name: string }) => <Link to={`/admin/people?id=${p.id}`}>{p.name}</Link>;
  return (
    <section className="console-section" aria-labelledby="entry-jury">
      <h2 id="entry-jury">{t('entry.jury')}</h2>
      <h3>{t('entry.subJudges')}</h3>
      {entry.subJudges.length ? (
        <ul className="entry-list">
          {entry.subJudges.map((s) => (
            <li key={s.id}>{person(s)}</li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{t('entry.noSubJudges')}</p>
      )}
      <h3>{t('entry.reviews')}</h3>
      {entry.reviews.length ? (
        <ul className="entry-list">
          {entry.reviews.map((r) => (
            <li key={r.id}>
              {t('entry.review', { who: r.reviewer.name, level: t(`entry.level.${r.level}`), status: t(`entry.reviewStatus.${r.status}`), interpolation: { escapeValue: false } })}
              {r.total !== null ? ` · ${t('entry.score', { score: points(r.total) })}` : ''}
              {r.award ? ` · ${zh ? r.award.nameZh : r.award.name}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{t('entry.noReviews')}</p>
      )}
      <h3>{t('entry.conflicts')}</h3>
      {entry.conflicts.length ? (
        <ul className="entry-list">
          {entry.conflicts.map((c) => (
            <li key={c.reviewer.id}>
              {person(c.reviewer)}: {c.reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="console-muted">{t('entry.noConflicts')}</p>
      )}
    </section>
  );
}
