import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewRouteOf, type PhaseInfo } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { usePhase } from '../api/get-phase.ts';
import { keyDates, nextKeyDate } from '../model/key-dates.ts';
import { homeActions, type HomeAction } from '../model/phase-actions.ts';
import { EntryFeeFrom } from './entry-fee-from.tsx';
import { KeyDates, NextDeadline, useOnNextChange, useServerNow } from './season-status.tsx';

/** Entry fees are news while entries are, or are about to be, open. */
const FEE_PHASES = new Set<PhaseInfo['phase']>(['upcoming', 'registration']);

/** Memoised, as the fee: the countdown re-renders its strip every second, they stay as they are. */
const Actions = memo(function Actions({ actions }: { actions: HomeAction[] | null }) {
  const { t } = useTranslation('site');
  // Until the phase is known the buttons keep their room empty rather than change under the
  // pointer.
  return (
    <div className="strip__cell strip__actions" aria-busy={!actions}>
      {actions?.map((action, i) => (
        <ButtonLink
          key={action.testId}
          to={action.to}
          type={i === 0 ? 'primary' : 'default'}
          size="large"
          data-testid={action.testId}
        >
          {t(action.labelKey)}
        </ButtonLink>
      ))}
    </div>
  );
});

function Season({ info, onDateReached, actions }: { info: PhaseInfo & { clockOffsetMs: number }; onDateReached: () => void; actions: HomeAction[] }) {
  const { t } = useTranslation('site');
  const now = useServerNow(info.now, info.clockOffsetMs);
  const dates = info.season ? keyDates(info.season) : [];
  const next = nextKeyDate(dates, now);
  // Crossing a milestone changes the phase: ask the server rather than guessing.
  useOnNextChange(next?.at ?? null, onDateReached);
  return (
    <>
      <p className="strip__phase">
        <span className="strip__dot" aria-hidden="true" data-phase={info.phase} />
        {info.season ? <span className="strip__season">{info.season.name} ·</span> : null}
        <span data-testid="phase">{t(`phase.${info.phase}`)}</span>
      </p>
      <div className="strip__row">
        {next ? (
          <div className="strip__cell strip__deadline">
            <NextDeadline next={next} now={now} />
          </div>
        ) : info.season ? null : (
          <p className="strip__cell strip__none">{t('home.noSeason')}</p>
        )}
        {/* The fee as of the answer's clock, not the ticking one: it changes with a tier, which the phase's refetch brings. */}
        {FEE_PHASES.has(info.phase) ? <EntryFeeFrom now={Date.parse(info.now)} /> : null}
        <Actions actions={actions} />
      </div>
      {dates.length > 0 ? <KeyDates dates={dates} next={next} now={now} /> : null}
    </>
  );
}

/**
 * The band under the hero: where the season stands (its phase and the next deadline, counting
 * down against the server's clock), the entry fee from its lowest price, and the phase's calls to
 * action — "Enter now" while entries are open (docs/product.md#home-page).
 */
export function SeasonStrip() {
  const { t } = useTranslation('site');
  const { user } = useCurrentUser();
  const phase = usePhase();
  const refetch = phase.refetch;
  const onDateReached = useCallback(() => void refetch(), [refetch]);
  const loggedIn = Boolean(user);
  return (
    <section className="strip" aria-label={t('home.seasonLabel')}>
      <div className="container strip__inner">
        {phase.data ? (
          <Season info={phase.data} onDateReached={onDateReached} actions={homeActions(phase.data.phase, loggedIn, reviewRouteOf(user))} />
        ) : (
          // Loading: the actions' room held. Failed: the visitor still gets the winners and the about page.
          <div className="strip__row">
            <div className="strip__cell strip__deadline" />
            <Actions actions={phase.isError ? homeActions('closed', loggedIn, reviewRouteOf(user)) : null} />
          </div>
        )}
      </div>
    </section>
  );
}
