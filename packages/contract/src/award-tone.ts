/**
 * The award marks' colours (docs/product.md#award-marks), shared by the web app's seal and the
 * certificate's, so a level looks the same on a gallery card, in the account and on paper.
 *
 * A level's tone is read from its name in English or Chinese, not from its rank: organisers
 * number their levels differently (the demo's rank 1 is Platinum, another season's may be Gold),
 * and the metal is what visitors recognise. A name that names no metal is an honourable mention
 * or the organiser's own level and gets the laurel green.
 */
export type AwardTone = 'platinum' | 'gold' | 'silver' | 'bronze' | 'laurel';

/**
 * Each tone's fill. Every one is dark enough for white marks on it and at least 3:1 against white
 * and the paper background (WCAG 1.4.11 for graphics); the level's name beside the seal is set in
 * ink, so no text is ever set in these colours. No two are alike (CIEDE2000 over 20 between any
 * pair, packages/contract/test/award-tone.test.ts): platinum is a cool blue-grey and silver a
 * neutral mid grey, where both were once greys 15 apart that visitors took for one another.
 */
export const AWARD_TONE_COLORS: Readonly<Record<AwardTone, string>> = {
  platinum: '#3c5c7c',
  gold: '#b08314',
  silver: '#858587',
  bronze: '#98562f',
  laurel: '#24493d',
};

/**
 * What tells a tone's seal from every other one without its colour (docs/product.md#award-marks),
 * for the colour-blind, a grey print or a photocopied certificate: the stars inside the wreath,
 * four for platinum down to one for bronze (the metals' order, which every organiser shares, unlike
 * their levels' ranks), none for the laurel, which has a plain dot there; and platinum's second,
 * light inner ring. The web app, the link preview and the certificate all draw from this.
 */
export const AWARD_TONE_MARKS: Readonly<Record<AwardTone, { stars: 0 | 1 | 2 | 3 | 4; innerRing: boolean }>> = {
  platinum: { stars: 4, innerRing: true },
  gold: { stars: 3, innerRing: false },
  silver: { stars: 2, innerRing: false },
  bronze: { stars: 1, innerRing: false },
  laurel: { stars: 0, innerRing: false },
};

export function awardTone(levelName: string): AwardTone {
  const name = levelName.toLowerCase();
  // Checked first: 白金 (platinum) contains 金 (gold).
  if (/platinum|白金|铂金/.test(name)) return 'platinum';
  if (/gold|金/.test(name)) return 'gold';
  if (/silver|银/.test(name)) return 'silver';
  if (/bronze|铜/.test(name)) return 'bronze';
  return 'laurel';
}
