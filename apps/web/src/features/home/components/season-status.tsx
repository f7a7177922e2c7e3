import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/format-date.ts';
import { splitRemaining, type KeyDate } from '../model/key-dates.ts';

/**
 * Server time now, ticking once a second. It starts at the answer's own `now`, so a
 * server-rendered page hydrates with the digits the server wrote, then ticks from the clock.
 */
export function useServerNow(answeredAt: string, offsetMs: number): number {
  const [now, setNow] = useState(() => Date.parse(answeredAt));
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

/** Calls `onChange` when the next milestone moves on (one has been crossed), not on mount. */
export function useOnNextChange(nextAt: number | null, onChange: () => void): void {
  const previous = useRef(nextAt);
  useEffect(() => {
    if (previous.current !== null && previous.current !== nextAt) onChange();
    previous.current = nextAt;
  }, [nextAt, onChange]);
}

/** The next deadline: what it is, its date, and the days, hours, minutes and seconds left. */
export function NextDeadline({ next, now }: { next: KeyDate; now: number }) {
  const { t } = useTranslation('site');
  const formatDate = useFormatDate();
  const left = splitRemaining(next.at - now);
  const event = t(`dates.${next.field}`);
  const units = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  return (
    <div className="countdown" data-testid="next-deadline">
      <p className="strip__label">
        <span>{event}</span>
        <time className="countdown__date" dateTime={next.iso}>
          {formatDate(next.iso)}
        </time>
      </p>
      {/* The ticking digits are hidden from screen readers; the sentence below says it once. */}
      <div className="countdown__units" aria-hidden="true" data-testid="countdown">
        {units.map(([unit, value]) => (
          <div key={unit} className="countdown__unit">
            <span className="countdown__value display-numerals">{String(value).padStart(2, '0')}</span>
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

/** The season's milestones in a row, the past ones ticked off and the next one marked. */
export function KeyDates({ dates, next, now }: { dates: KeyDate[]; next: KeyDate | null; now: number }) {
  const { t } = useTranslation('site');
  const formatDate = useFormatDate();
  return (
    <div className="key-dates-block">
      <h2 className="key-dates-block__title">{t('dates.title')}</h2>
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
    </div>
  );
}
