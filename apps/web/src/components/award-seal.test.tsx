import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AWARD_TONE_COLORS, AWARD_TONE_MARKS, awardTone } from '@laurel/contract';
import { AwardSeal } from './award-seal.tsx';

describe('AwardSeal', () => {
  test('reads the metal from the name in English or Chinese, and 白金 as platinum, not gold', () => {
    expect(['Platinum', '铂金奖', '白金奖'].map(awardTone)).toEqual(['platinum', 'platinum', 'platinum']);
    expect(['Gold', '金奖', 'Gold Award'].map(awardTone)).toEqual(['gold', 'gold', 'gold']);
    expect(['Silver', '银奖'].map(awardTone)).toEqual(['silver', 'silver']);
    expect(['Bronze', '铜奖'].map(awardTone)).toEqual(['bronze', 'bronze']);
    expect(['Honourable Mention', '荣誉提名', 'Jury Prize'].map(awardTone)).toEqual(['laurel', 'laurel', 'laurel']);
    expect(new Set(Object.values(AWARD_TONE_COLORS)).size).toBe(5);
  });

  test('draws the seal in the level’s colour with the name in text beside it', () => {
    const { container } = render(<AwardSeal award={{ name: 'Silver' }} />);
    const seal = container.querySelector('.award-seal');
    expect(seal?.getAttribute('data-tone')).toBe('silver');
    expect(screen.getByText('Silver')).toBeTruthy();
    const svg = container.querySelector('svg');
    // Decorative to screen readers: the name is the text.
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('path')?.getAttribute('fill')).toBe(AWARD_TONE_COLORS.silver);
  });

  test('draws each level’s own mark, so no two are told apart by colour alone', () => {
    const drawn = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Honourable Mention'].map((name) => {
      const { container } = render(<AwardSeal award={{ name }} variant="mark" />);
      const svg = container.querySelector('svg')!;
      return {
        tone: container.querySelector('.award-seal')!.getAttribute('data-tone'),
        fill: svg.querySelector('path')!.getAttribute('fill'),
        stars: svg.querySelectorAll('.award-seal__star').length,
        rings: svg.querySelectorAll(':scope > circle').length,
      };
    });
    expect(drawn).toEqual([
      { tone: 'platinum', fill: AWARD_TONE_COLORS.platinum, stars: 4, rings: 2 },
      { tone: 'gold', fill: AWARD_TONE_COLORS.gold, stars: 3, rings: 1 },
      { tone: 'silver', fill: AWARD_TONE_COLORS.silver, stars: 2, rings: 1 },
      { tone: 'bronze', fill: AWARD_TONE_COLORS.bronze, stars: 1, rings: 1 },
      { tone: 'laurel', fill: AWARD_TONE_COLORS.laurel, stars: 0, rings: 1 },
    ]);
    expect(drawn.map((d) => d.stars)).toEqual(Object.values(AWARD_TONE_MARKS).map((m) => m.stars));
  });

  test('the mark variant is the seal alone, at the size asked for', () => {
    const { container } = render(<AwardSeal award={{ name: '金奖' }} size={64} variant="mark" />);
    expect(container.textContent).toBe('');
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('64');
    expect(container.querySelector('path')?.getAttribute('fill')).toBe(AWARD_TONE_COLORS.gold);
  });
});
