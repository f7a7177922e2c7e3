import type { Phase } from '@laurel/contract';

export interface HomeAction {
  to: string;
  /** Key in the `site` namespace. */
  labelKey: string;
  testId: string;
}

/**
 * The calls to action of the home page: what a visitor can usefully do in this phase of the
 * season, and whether they are logged in (entering needs an account; a logged-in entrant goes
 * straight to the entry form or their entries). A jury member is offered their review page first.
 */
export function homeActions(phase: Phase, loggedIn: boolean, reviewPath: string | null = null): [HomeAction, HomeAction] {
  // A jury member's first action is their review, whatever the phase: they do not enter.
  if (reviewPath) {
    const [, second] = homeActions(phase, loggedIn);
    return [{ to: reviewPath, labelKey: 'cta.juryReview', testId: 'cta-jury-review' }, second.testId === 'cta-enter' ? { to: '/jury', labelKey: 'cta.meetJury', testId: 'cta-jury' } : second];
  }
  const enter: HomeAction = loggedIn
    ? { to: '/steps', labelKey: 'cta.enterNow', testId: 'cta-enter' }
    : { to: '/register', labelKey: 'cta.enterNow', testId: 'cta-enter' };
  const myEntries: HomeAction = { to: '/account', labelKey: 'cta.myEntries', testId: 'cta-account' };
  const winners: HomeAction = { to: '/winner', labelKey: 'cta.seeWinners', testId: 'cta-winners' };
  const pastWinners: HomeAction = { to: '/winner', labelKey: 'cta.pastWinners', testId: 'cta-winners' };
  const jury: HomeAction = { to: '/jury', labelKey: 'cta.meetJury', testId: 'cta-jury' };
  const rules: HomeAction = { to: '/rules', labelKey: 'cta.readRules', testId: 'cta-rules' };

  switch (phase) {
    case 'registration':
      return [
        enter,
        loggedIn
          ? myEntries
          : { to: '/login?redirect=%2Fsteps', labelKey: 'cta.login', testId: 'cta-login' },
      ];
    case 'upcoming':
      return [
        loggedIn ? rules : { to: '/register', labelKey: 'cta.createAccount', testId: 'cta-register' },
        pastWinners,
      ];
    case 'registration_closed':
    case 'first_review':
    case 'second_review':
    case 'results_pending':
      return [jury, loggedIn ? myEntries : pastWinners];
    case 'results':
      return [winners, loggedIn ? myEntries : jury];
    case 'closed':
      return [winners, { to: '/about', labelKey: 'cta.about', testId: 'cta-about' }];
  }
}
