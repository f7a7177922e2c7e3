import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { FeeTier } from '@laurel/contract';
import { useTierText } from './use-tier-text.ts';

// Local moments of the test's own time zone, as a visitor's browser reads them.
const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

const tier = (name: FeeTier['tier'], startsAt: string | null, endsAt: string | null): FeeTier => ({ tier: name, feeCents: 100, startsAt, endsAt });

describe('the words of a price period', () => {
  it('counts a period ending at midnight to the day before, and keeps the time of any other boundary', () => {
    const { result } = renderHook(() => useTierText());
    const text = result.current;
    expect(text.dayBefore(local(2027, 2, 15))).toBe('14 March 2027');
    // Organisers who write 23:59:59 mean the same day.
    expect(text.dayBefore(new Date(2027, 2, 14, 23, 59, 59).toISOString())).toBe('14 March 2027');
    expect(text.dayBefore(local(2027, 2, 15, 14, 30))).toBe('15 March 2027 at 14:30');
    expect(text.dayFrom(local(2027, 4, 1))).toBe('1 May 2027');
    expect(text.dayFrom(local(2027, 4, 1, 9, 0))).toBe('1 May 2027 at 09:00');
  });

  it('heads each column with its dates, the regular one between two dated ones without', () => {
    const { result } = renderHook(() => useTierText());
    const { heading } = result.current;
    const end = local(2027, 2, 15);
    const start = local(2027, 4, 1);
    expect(heading(tier('earlyBird', null, end))).toBe('Early bird, until 14 March 2027');
    expect(heading(tier('regular', end, start))).toBe('Regular');
    expect(heading(tier('late', start, null))).toBe('Late, from 1 May 2027');
    // A season with one date only: the regular period gets the other side of it.
    expect(heading(tier('regular', null, start))).toBe('Regular, until 30 April 2027');
    expect(heading(tier('regular', end, null))).toBe('Regular, from 15 March 2027');
    expect(heading(tier('regular', null, null))).toBe('Regular');
  });
});
