import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { getSiteName } from '../../../lib/site-name.ts';
import { usePhase } from '../api/get-phase.ts';
import { homeActions } from '../model/phase-actions.ts';
import { SeasonStatus } from './season-status.tsx';

/**
 * The page's heading band: the award's name and purpose, the two calls to action of the phase
 * (and of whether the visitor is logged in), and the season's status with its countdown.
 */
export function HomeIntro() {
  const { t } = useTranslation('site');
  const { user } = useCurrentUser();
  const phase = usePhase();
  const siteName = getSiteName();
  const refetch = phase.refetch;
  const onDateReached = useCallback(() => void refetch(), [refetch]);

  // Until the phase is known the buttons keep their space empty rather than change under the
  // pointer; if it cannot be loaded the visitor still gets the winners and the about page.
  const actions = phase.data
    ? homeActions(phase.data.phase, Boolean(user))
    : phase.isError
      ? homeActions('closed', Boolean(user))
      : null;

  return (
    <section className="home-intro" aria-labelledby="home-title">
      <div className="container home-intro__inner">
        <div className="home-intro__text">
          <p className="eyebrow">{t('home.eyebrow')}</p>
          <h1 id="home-title" className="home-intro__title">
            {siteName}
          </h1>
          <p className="home-intro__lead">{t('home.lead')}</p>
          <div className="home-intro__actions" aria-busy={!actions}>
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
        </div>
        <div className="home-intro__status">
          {phase.data ? (
            <SeasonStatus info={phase.data} onDateReached={onDateReached} />
          ) : phase.isPending ? (
            <div className="placeholder-block home-intro__placeholder" />
          ) : null}
        </div>
      </div>
    </section>
  );
}
