import { useState } from 'react';
import { Segmented, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeCalibration, ReviewLevel } from '@laurel/contract';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useCountryName } from '../../../lib/country-name.ts';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useCalibration } from '../api/get-calibration.ts';
import { formatScore } from './entry-cells.tsx';
import { DeltaBar, formatDelta } from './delta-bar.tsx';
import '../../../i18n/jury.ts';

/** The smallest |delta| that fills half the bar, so small differences stay small. */
const DELTA_SCALE_MIN = 2;


/**
 * Each reviewer's scoring against the panel's (docs/product.md#calibration): reviews, mean,
 * spread, share at 9 or above and the distance from the panel's mean; a reviewer markedly kinder
 * to entrants of their own country is flagged, with the figures that say so. Once winners are
 * published the figures are a frozen snapshot, and the panel says since when.
 */
export function CalibrationPanel({ narrow }: { narrow: boolean }) {
  const { t, i18n } = useTranslation('jury');
  const formatDate = useFormatDate();
  const percentFormat = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { style: 'percent' });
  const percent = (share: number | null) => (share === null ? '—' : percentFormat.format(share));
  const [level, setLevel] = useState<ReviewLevel>('first');
  const calibration = useCalibration(level);
  const data = calibration.data;
  const scale = Math.max(DELTA_SCALE_MIN, ...(data?.judges ?? []).map((j) => Math.abs(j.meanDelta ?? 0)));
  const flagged = (data?.judges ?? []).some((j) => j.ownCountry?.flagged);

  return (
    <section className="jury-panel" aria-labelledby="calibration-title" data-testid="calibration-panel">
      <div className="jury-panel__head">
        <h2 id="calibration-title" className="jury-panel__title">
          {t('calibration.title')}
        </h2>
        <Segmented<ReviewLevel>
          value={level}
          onChange={setLevel}
          options={[
            { value: 'first', label: t('calibration.first') },
            { value: 'second', label: t('calibration.second') },
          ]}
          aria-label={t('calibration.level')}
        />
      </div>
      <p className="jury-muted jury-panel__lead">{t('calibration.lead')}</p>
      {calibration.isError && !data ? (
        <LoadError title={t('panels.loadError')} onRetry={calibration.refetch} />
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <p className="jury-calibration__summary" data-testid="calibration-summary">
            {t('calibration.panel', {
              count: data.panel.count,
              mean: formatScore(data.panel.mean),
              spread: formatScore(data.panel.spread),
            })}
            {data.frozenAt ? (
              <Tag className="jury-tag jury-calibration__frozen" color="blue">
                {t('calibration.frozen', { date: formatDate(data.frozenAt, true) })}
              </Tag>
            ) : null}
          </p>
          {data.judges.length === 0 ? (
            <InlineState title={t('calibration.none')} />
          ) : narrow ? (
            <ul className="jury-calibration__cards">
              {data.judges.map((judge) => (
                <li key={judge.id} className={judge.ownCountry?.flagged ? 'is-flagged' : undefined}>
                  <ReviewerName judge={judge} />
                  <dl className="jury-card__facts">
                    <dt>{t('calibration.count')}</dt>
                    <dd className="jury-num">{judge.count}</dd>
                    <dt>{t('calibration.mean')}</dt>
                    <dd className="jury-num">{formatScore(judge.mean)}</dd>
                    <dt>{t('calibration.spread')}</dt>
                    <dd className="jury-num">{formatScore(judge.spread)}</dd>
                    <dt>{t('calibration.top')}</dt>
                    <dd className="jury-num">{percent(judge.topShare)}</dd>
                    <dt>{t('calibration.delta')}</dt>
                    <dd>
                      <Delta judge={judge} scale={scale} />
                    </dd>
                  </dl>
                  <OwnCountry judge={judge} />
                </li>
              ))}
            </ul>
          ) : (
            <table className="jury-stats jury-calibration__table">
              <thead>
                <tr>
                  <th scope="col">{t('calibration.reviewer')}</th>
                  <th scope="col" className="num">{t('calibration.count')}</th>
                  <th scope="col" className="num">{t('calibration.mean')}</th>
                  <th scope="col" className="num">{t('calibration.spread')}</th>
                  <th scope="col" className="num">{t('calibration.top')}</th>
                  <th scope="col">{t('calibration.delta')}</th>
                  <th scope="col">{t('calibration.ownCountry')}</th>
                </tr>
              </thead>
              <tbody>
                {data.judges.map((judge) => (
                  <tr key={judge.id} className={judge.ownCountry?.flagged ? 'is-flagged' : undefined} data-testid={`calibration-${judge.id}`}>
                    <th scope="row">
                      <ReviewerName judge={judge} />
                    </th>
                    <td className="num">{judge.count}</td>
                    <td className="num">{formatScore(judge.mean)}</td>
                    <td className="num">{formatScore(judge.spread)}</td>
                    <td className="num">{percent(judge.topShare)}</td>
                    <td>
                      <Delta judge={judge} scale={scale} />
                    </td>
                    <td>
                      <OwnCountry judge={judge} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {flagged ? <p className="jury-calibration__rule">{t('calibration.rule')}</p> : null}
        </>
      )}
    </section>
  );
}

function ReviewerName({ judge }: { judge: JudgeCalibration }) {
  const country = useCountryName(judge.country);
  return (
    <span className="jury-entrant">
      <span className="jury-entrant__name">{judge.name}</span>
      {country ? <span className="jury-muted">{country}</span> : null}
    </span>
  );
}

function Delta({ judge, scale }: { judge: JudgeCalibration; scale: number }) {
  return (
    <span className="jury-delta-cell">
      <span className="jury-num">{formatDelta(judge.meanDelta)}</span>
      <DeltaBar delta={judge.meanDelta} scale={scale} />
    </span>
  );
}

/** Their scores for entrants of their own country against the other reviewers' on the same entries. */
function OwnCountry({ judge }: { judge: JudgeCalibration }) {
  const { t } = useTranslation('jury');
  const own = judge.ownCountry;
  if (!own || own.count === 0) return <span className="jury-muted">—</span>;
  const figures =
    own.panelMean === null
      ? t('calibration.ownAlone', { count: own.count, mean: formatScore(own.mean) })
      : t('calibration.ownFigures', {
          count: own.count,
          mean: formatScore(own.mean),
          others: formatScore(own.panelMean),
          delta: formatDelta(own.delta),
        });
  return own.flagged ? (
    <span className="jury-own jury-own--flagged" data-testid="own-country-flag">
      <Tag color="volcano" className="jury-tag">
        {t('calibration.flagged')}
      </Tag>
      <span>{figures}</span>
    </span>
  ) : (
    <span className="jury-own jury-muted">{figures}</span>
  );
}
