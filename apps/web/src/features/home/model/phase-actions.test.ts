import { Phase } from '@laurel/contract';
import { describe, expect, it } from 'vitest';
import { homeActions } from './phase-actions.ts';

describe('homeActions', () => {
  it('asks a logged-in entrant to enter while registration is open', () => {
    expect(homeActions('registration', true).map((a) => a.to)).toEqual(['/steps', '/account']);
  });

  it('offers a jury member their review first in every phase, and never "Enter now"', () => {
    for (const phase of Phase.options) {
      const [first, second] = homeActions(phase, true, '/subjuryreview');
      expect(first).toEqual({ to: '/subjuryreview', labelKey: 'cta.juryReview', testId: 'cta-jury-review' });
      expect(second.labelKey).not.toBe('cta.enterNow');
      expect(second.to).not.toBe('/subjuryreview');
    }
  });
});
