import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseInfo } from '@laurel/contract';
import { useFormatDate } from '../../../lib/format-date.ts';
import { keyDates, nextKeyDate, splitRemaining, type KeyDate } from '../model/key-dates.ts';

interface SeasonStatusProps {
  info: PhaseInfo & { clockOffsetMs: number };
  /** Called once the countdown reaches its date, so the phase can be fetched again. */
  onDateReached: () => void;
}

/**
 * Server time now, ticking once a second. It starts at the answer's own `now`, so a
 * server-rendered page hydrates with the digits the server wrote, then ticks from the clock.
 */
function useServerNow(answeredAt: string, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.parse(answeredAt));
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

function Countdown({ next, now }: { next: KeyDate; now: number }) {
  const { t } = useTranslation('site');
  const left = splitRemaining(next.at - now);
  const event = t(`dates.${next.field}`);
  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <div className="countdown">
      <p className="countdown__label">{t('dates.countdownTo', { event })}</p>
      {/* The ticking digits are hidden from screen readers; the sentence below says it once. */}
      <div className="countdown__units" aria-hidden="true" data-testid="countdown">
        {units.map(([unit, value]) => (
          <div key={unit} className="countdown__unit">
            <span className="countdown__value">{String(value).padStart(2, '0')}</span>
            <span className="countdown__name">{t(`dates.${unit}`)}</span>
          </div>
        ))}
      </div>
      <p className="sr-only">
        {t('dates.countdownSr', {
          event,
          days: t('dates.dayCount', { count: left.days }),
          hours: t('dates.hourCount', { count: left.hours }),
          minutes: t('dates.minuteCount', { count: left.minutes }),
        })}
      </p>
    </div>
  );
}

/**
 * The season at a glance: its phase, a live countdown to the next milestone (against the
 * server's clock) and the key dates, the past ones ticked off.
 */
export function SeasonStatus({ info, onDateReached }: SeasonStatusProps) {
  const { t } = useTranslation('site');
  const formatDate = useFormatDate();
  const now = useServerNow(info.now, info.clockOffsetMs);
  const dates = info.season ? keyDates(info.season) : [];
  const next = nextKeyDate(dates, now);
  const nextAt = next?.at ?? null;

  // Crossing a milestone changes the phase: ask the server rather than guessing.
  const previous = useRef(nextAt);
  useEffect(() => {
    if (previous.current !== null && previous.current !== nextAt) onDateReached();
    previous.current = nextAt;
  }, [nextAt, onDateReached]);

  return (
    <div className="season-status">
      <p className="season-status__phase">
        <span className="season-status__dot" aria-hidden="true" data-phase={info.phase} />
        {info.season ? `${info.season.name} · ` : ''}
        <span data-testid="phase">{t(`phase.${info.phase}`)}</span>
      </p>
      {next ? <Countdown next={next} now={now} /> : null}
      {dates.length > 0 ? (
        <>
          <h2 className="season-status__title">{t('dates.title')}</h2>
          <ol className="key-dates">
            {dates.map((d) => {
              const state = d.at <= now ? 'past' : d === next ? 'next' : 'future';
              return (
                <li key={d.field} className={`key-dates__item is-${state}`}>
                  <span className="key-dates__name">{t(`dates.${d.field}`)}</span>
                  <time className="key-dates__date" dateTime={d.iso}>
                    {formatDate(d.iso)}
                  </time>
                  {state === 'past' ? <span className="sr-only">{t('dates.past')}</span> : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <p className="season-status__none">{t('home.noSeason')}</p>
      )}
    </div>
  );
}
