import { describe, expect, it } from 'vitest';
import { isTypingTarget, reviewKeyAction, type KeyPress } from './shortcuts.ts';

const press = (key: string, mods: Partial<Omit<KeyPress, 'key'>> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});
const act = (p: KeyPress, typing = false) => reviewKeyAction(p, { typing });

describe('the review shortcuts', () => {
  it('moves with j and k', () => {
    expect(act(press('j'))).toEqual({ type: 'next' });
    expect(act(press('k'))).toEqual({ type: 'previous' });
  });

  it('scores 1–9 with their digit and 10 with 0', () => {
    for (let n = 1; n <= 9; n += 1)
      expect(act(press(String(n)))).toEqual({ type: 'score', score: n });
    expect(act(press('0'))).toEqual({ type: 'score', score: 10 });
  });

  it('submits with Ctrl+Enter or Cmd+Enter, even from the comment box', () => {
    expect(act(press('Enter', { ctrlKey: true }))).toEqual({ type: 'submit' });
    expect(act(press('Enter', { metaKey: true }))).toEqual({ type: 'submit' });
    expect(act(press('Enter', { ctrlKey: true }), true)).toEqual({ type: 'submit' });
    expect(act(press('Enter'))).toBeNull();
    expect(act(press('Enter', { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it('opens the help with ? and the images with f', () => {
    expect(act(press('?'))).toEqual({ type: 'help' });
    expect(act(press('f'))).toEqual({ type: 'images' });
    expect(act(press('n'))).toEqual({ type: 'noAward' });
  });

  it('never fires while typing', () => {
    for (const key of ['j', 'k', '1', '0', '?', 'f', 'n']) expect(act(press(key), true)).toBeNull();
  });

  it("leaves the browser's and the system's chords alone", () => {
    expect(act(press('j', { ctrlKey: true }))).toBeNull();
    expect(act(press('1', { metaKey: true }))).toBeNull();
    expect(act(press('k', { altKey: true }))).toBeNull();
    expect(act(press('J'))).toBeNull();
    expect(act(press('x'))).toBeNull();
    expect(act(press('ArrowRight'))).toBeNull();
  });
});

describe('where typing happens', () => {
  it('is a text field, a text area, a select or editable content; not a button or a radio', () => {
    const el = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild;
    };
    expect(isTypingTarget(el('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(el('<input type="text">'))).toBe(true);
    expect(isTypingTarget(el('<input>'))).toBe(true);
    expect(isTypingTarget(el('<select></select>'))).toBe(true);
    expect(isTypingTarget(el('<div role="textbox"></div>'))).toBe(true);
    expect(isTypingTarget(el('<input type="radio">'))).toBe(false);
    expect(isTypingTarget(el('<button type="button">7</button>'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
