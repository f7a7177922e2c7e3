import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { zoneLabel } from '../model/season-dates.ts';
import '../../../i18n/admin.ts';

const MILESTONES = [
  'registrationOpensAt',
  'earlyBirdEndsAt',
  'lateFeeStartsAt',
  'registrationClosesAt',
  'firstReviewStartsAt',
  'firstReviewEndsAt',
  'secondReviewStartsAt',
  'secondReviewEndsAt',
  'resultsAt',
] as const;

/**
 * A season's dates in order with "now" marked between the last that has passed and the next:
 * what the public site shows at this moment follows from where "now" sits (docs/product.md#seasons).
 */
export function PhaseTimeline({ season, now = new Date() }: { season: AdminSeason; now?: Date }) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const dates = MILESTONES.flatMap((field) => {
    const iso = season[field];
    return iso ? [{ field, iso, at: new Date(iso).getTime() }] : [];
  }).sort((a, b) => a.at - b.at);
  const nowIndex = dates.findIndex((d) => d.at > now.getTime());
  const rows = dates.map((d) => ({ ...d, state: d.at <= now.getTime() ? 'past' : 'future' }));
  const nowRow = { field: 'now', iso: now.toISOString(), at: now.getTime(), state: 'now' } as const;
  const ordered = nowIndex === -1 ? [...rows, nowRow] : [...rows.slice(0, nowIndex), nowRow, ...rows.slice(nowIndex)];
  return (
    <div>
      <p className="console-muted">{t('overview.zone', { zone: zoneLabel(now) })}</p>
      <ol className="console-timeline" aria-label={t('overview.timeline')}>
        {ordered.map((row) => (
          <li key={row.field} data-state={row.state} aria-current={row.state === 'now' ? 'step' : undefined}>
            <span className="console-timeline__dot" aria-hidden="true" />
            <span>
              {row.state === 'now' ? (
                <>
                  {t('overview.now')}
                  <Tag className="console-timeline__now" color="green">
                    {t(`phase.${season.phase}`)}
                  </Tag>
                </>
              ) : (
                <>
                  {t(`dates.${row.field}`)}: <time dateTime={row.iso}>{formatDateTime(row.iso)}</time>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
