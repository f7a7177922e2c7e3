import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminEntryDetail } from '@laurel/contract';
import { useCountryName } from '../../../lib/country-name.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin-entries.ts';

/** The entry itself and its entrant: not blind, every custom field with whether the jury sees it, its files. */
export function EntrySummarySection({ entry }: { entry: AdminEntryDetail }) {
  const { t, i18n } = useTranslation('admin-entries');
  const zh = i18n.language === 'zh-CN';
  const formatDate = useFormatDateTime();
  const country = useCountryName(entry.entrant.country);
  const fact = (label: string, value: React.ReactNode) =>
    value === null || value === '' ? null : (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    );
  return (
    <>
      <section className="console-section" aria-labelledby="entry-details">
        <h2 id="entry-details">{t('entry.details')}</h2>
        <dl className="entry-facts">
          {fact(t('entry.season'), String(entry.seasonYear))}
          {fact(t('list.category'), entry.category ? (zh ? entry.category.nameZh : entry.category.name) : '—')}
          {fact(t('list.status'), t(`status.${entry.status}`))}
          {fact(t('list.award'), entry.award ? (zh ? entry.award.nameZh : entry.award.name) : '—')}
          {fact(t('list.submitted'), entry.submittedAt ? formatDate(entry.submittedAt) : '—')}
          {fact(t('list.flag'), entry.flags.length ? entry.flags.map((f) => <Tag key={f}>{t(`flags.${f}`)}</Tag>) : null)}
          {fact(t('list.shown'), entry.isShow ? t('flags.shown') : t('flags.hidden'))}
          {fact(t('entry.code'), entry.invitationCode)}
          {fact(t('entry.description'), entry.description)}
          {fact(t('entry.credits'), entry.credits)}
          {fact(t('entry.video'), entry.videoUrl ? <a href={entry.videoUrl} target="_blank" rel="noreferrer noopener">{entry.videoUrl}</a> : null)}
          {fact(t('entry.pdf'), entry.pdf ? <a href={entry.pdf.url} target="_blank" rel="noreferrer noopener">{t('entry.pdf')}</a> : null)}
        </dl>
        {entry.personalDataPurgedAt ? <p className="console-muted">{t('entry.purged', { date: formatDate(entry.personalDataPurgedAt) })}</p> : null}
        <h3>{t('entry.images')}</h3>
        {entry.images.length ? (
          <ul className="entry-images">
            {entry.images.map((img, i) => (
              <li key={img.fileId}>
                <a href={img.url} target="_blank" rel="noreferrer noopener">
                  <img src={img.thumbUrl} alt={t('entry.image', { n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="console-muted">{t('entry.noImages')}</p>
        )}
        {entry.fields.length ? (
          <>
            <h3>{t('entry.fields')}</h3>
            <dl className="entry-facts">
              {entry.fields.map((f) => (
                <div key={f.key} style={{ display: 'contents' }}>
                  <dt>
                    {zh ? f.labelZh : f.label}
                    {f.showToJury ? null : <span className="console-muted"> ({t('entry.hiddenFromJury')})</span>}
                  </dt>
                  <dd>{zh ? f.valueZh : f.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </section>
      <section className="console-section" aria-labelledby="entry-entrant">
        <h2 id="entry-entrant">{t('entry.entrantHeading')}</h2>
        <dl className="entry-facts">
          {fact(t('list.entrant'), <Link to={`/admin/people?id=${entry.entrant.id}`}>{entry.entrant.name}</Link>)}
          {fact(t('entry.email'), entry.entrant.email)}
          {fact(t('entry.company'), entry.entrant.company)}
          {fact(t('list.country'), country || null)}
          {fact(t('entry.phone'), entry.entrant.phone ? `${entry.entrant.areaCode ?? ''} ${entry.entrant.phone}`.trim() : null)}
        </dl>
      </section>
    </>
  );
}
