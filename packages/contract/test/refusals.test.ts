import { describe, expect, it } from 'vitest';
import { REFUSALS, refusalText, type RefusalCode } from '../src/refusals.ts';

/* The refusal catalogue (docs/product.md#refusals): every code worded in both languages alike. */

const marks = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('REFUSALS', () => {
  it.each(Object.keys(REFUSALS) as RefusalCode[])('%s has both texts, with the same marks, and a refusal status', (code) => {
    const r = REFUSALS[code];
    expect(r.en.trim()).not.toBe('');
    expect(r['zh-CN'].trim()).not.toBe('');
    // A Chinese text that is the English one was never translated.
    expect(r['zh-CN']).not.toBe(r.en);
    expect(/[\u4e00-\u9fff]/.test(r['zh-CN'])).toBe(true);
    expect(marks(r['zh-CN'])).toEqual(marks(r.en));
    expect(r.status >= 400 && r.status < 600).toBe(true);
  });

  it('fills the marks in the language asked for, and leaves an unknown mark as it is', () => {
    expect(refusalText('entryLimitReached', 'en', { max: 3 })).toBe('You have reached the limit of 3 entries for this season.');
    expect(refusalText('entryLimitReached', 'zh-CN', { max: 3 })).toBe('你在本赛季的作品数已达上限 3 件。');
    expect(refusalText('entryLimitReached', 'en')).toContain('{{max}}');
  });
});
