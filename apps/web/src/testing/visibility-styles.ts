/**
 * Keeps jsdom's getComputedStyle cheap under antd's CSS-in-JS (docs/testing.md#tests).
 *
 * jsdom answers getComputedStyle by matching every rule of every style sheet in the document
 * against the element (nwsapi), and forgets every answer on any DOM change. antd inserts several
 * hundred rules with long `:where(.css-…)` selectors into the document, so one call cost 60–70 ms
 * on a page of the app — and Testing Library calls it for every candidate of a role query and its
 * ancestors (is it hidden?) and for every node of an accessible name, antd's autosizing text areas
 * on each change, user-event on each click (pointer-events). That was most of a page test's time.
 *
 * Before jsdom answers, each style sheet is cut down to the rules that can change what a user can
 * see or reach: those that declare `display`, `visibility`, `opacity` or `pointer-events`. jsdom's
 * cascade applies each matching rule's properties one by one in rule order, so for these four
 * properties the answer is exactly what it was with every rule: role queries still skip what an
 * antd class hides (a closed dropdown, an inactive tab), `toBeVisible` and user-event's
 * pointer-events check answer as before. Layout values (padding, margins, fonts) now read empty;
 * jsdom has no layout, so nothing could be measured from them anyway.
 */

/** What jsdom's computed style reports that decides whether an element is seen or reachable. */
const VISIBILITY_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

interface RuleList {
  readonly cssRules: CSSRuleList;
  deleteRule(index: number): void;
}

/** A rule jsdom would ever apply, and that sets one of the visibility properties. */
function keeps(rule: CSSRule): boolean {
  if ('selectorText' in rule && 'style' in rule) {
    const { style } = rule as CSSStyleRule;
    for (let i = 0; i < style.length; i++) {
      if (VISIBILITY_PROPERTIES.has(style[i] ?? '')) return true;
    }
    return false;
  }
  // jsdom applies the rules inside an @media block only when its media list names "screen",
  // and no other at-rule (@keyframes, @supports, @container, @font-face) at all.
  if ('media' in rule && 'cssRules' in rule) {
    const group = rule as CSSMediaRule;
    if (!Array.prototype.includes.call(group.media, 'screen')) return false;
    prune(group);
    return group.cssRules.length > 0;
  }
  return false;
}

function prune(list: RuleList): void {
  for (let i = list.cssRules.length - 1; i >= 0; i--) {
    if (!keeps(list.cssRules[i]!)) list.deleteRule(i);
  }
}

/** Rule count of each sheet once pruned: a new sheet (antd rewrites a style tag) or a rule added since is pruned again. */
const prunedLength = new WeakMap<CSSStyleSheet, number>();

function pruneDocumentStyles(): void {
  const sheets = document.styleSheets;
  for (let i = 0; i < sheets.length; i++) {
    const sheet = sheets[i]!;
    if (prunedLength.get(sheet) === sheet.cssRules.length) continue;
    prune(sheet);
    prunedLength.set(sheet, sheet.cssRules.length);
  }
}

/** Prunes the document's style sheets before every getComputedStyle, so no caller sees the full rule set. */
export function installVisibilityOnlyStyles(): void {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    pruneDocumentStyles();
    return getComputedStyle(element, pseudo);
  };
}
