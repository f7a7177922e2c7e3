import { describe, expect, it } from 'vitest';
import { levelColor } from '../../../src/services/documents/award-seal.ts';
import { cleanText, formatCents, formatDate, formatTaxRate } from '../../../src/services/documents/pdf-text.ts';

describe('formatCents', () => {
  it('writes integer cents as en-US dollars', () => {
    expect(formatCents(15000)).toBe('$150.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-15000)).toBe('-$150.00');
    expect(formatCents(100000000)).toBe('$1,000,000.00');
  });

  it('is exact where dividing by 100 in floating point is not', () => {
    // 9007199254740991 / 100 is 90071992547409.92 in binary floating point.
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatCents(-Number.MAX_SAFE_INTEGER)).toBe('-$90,071,992,547,409.91');
  });

  it('throws on anything but a safe integer', () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53]) expect(() => formatCents(bad)).toThrow(RangeError);
  });
});

describe('formatTaxRate', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate(2000)).toBe('20%');
    expect(formatTaxRate(1950)).toBe('19.5%');
    expect(formatTaxRate(725)).toBe('7.25%');
    expect(formatTaxRate(5)).toBe('0.05%');
  });
});

describe('formatDate', () => {
  it('writes the UTC calendar date in the document language', () => {
    const late = new Date('2026-03-14T23:30:00Z');
    expect(formatDate(late, 'en')).toBe('14 March 2026');
    expect(formatDate(late, 'zh')).toBe('2026年3月14日');
    expect(formatDate(new Date('nonsense'), 'en')).toBe('');
  });
});

describe('cleanText', () => {
  it('drops control and direction-override characters and lone surrogates', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcde f');
    expect(cleanText('Eve\u202e lloM')).toBe('Eve lloM');
    expect(cleanText('x\ud800y\udc00z')).toBe('xyz');
    expect(cleanText('\ud83c\udfc6 ok')).toBe('\ud83c\udfc6 ok');
  });

  it('keeps line breaks only where asked, and collapses blank ones and spaces', () => {
    expect(cleanText(' 12  Harbour St \r\n\r\n Dublin\t2 ', true)).toBe('12 Harbour St\nDublin 2');
    expect(cleanText('12 Harbour St\nDublin')).toBe('12 Harbour St Dublin');
    expect(cleanText(null)).toBe('');
  });

  it('cuts a pasted essay short with an ellipsis, never inside a surrogate pair', () => {
    const long = cleanText('设计'.repeat(1000));
    expect(long.length).toBeLessThanOrEqual(600);
    expect(long.endsWith('…')).toBe(true);
    const emoji = cleanText('a' + '\ud83c\udfc6'.repeat(400));
    expect(emoji).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('levelColor', () => {
  it('reads the colour from the level name in English or Chinese', () => {
    expect(levelColor('Gold')).toBe(levelColor('金奖'));
    expect(levelColor('Silver Award')).toBe(levelColor('银奖'));
    expect(levelColor('bronze')).toBe(levelColor('铜奖'));
    expect(levelColor('Platinum')).toBe(levelColor('铂金奖'));
    // 白金 (platinum) contains 金 (gold): it is still platinum.
    expect(levelColor('白金奖')).toBe(levelColor('Platinum'));
    const levels = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Honourable Mention'];
    expect(new Set(levels.map(levelColor)).size).toBe(5);
  });
});
