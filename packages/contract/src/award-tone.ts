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
 * ink, so no text is ever set in these colours.
 */
export const AWARD_TONE_COLORS: Readonly<Record<AwardTone, string>> = {
  platinum: '#4f6470',
  gold: '#b08314',
  silver: '#7f8388',
  bronze: '#a0613a',
  laurel: '#24493d',
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
