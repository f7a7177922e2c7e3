/** The demo accounts `npm run seed` creates; README.md lists the same. */
export const DEMO_ACCOUNTS = [
  { email: 'entrant@laurel.local', password: 'Entrant#2026', name: 'Mia Chen', identity: 0, staffRole: null, company: 'Studio Lumen' },
  { email: 'judge@laurel.local', password: 'Judge#2026', name: 'Prof. Anna Weber', identity: 1, staffRole: null, company: 'Laurel Jury' },
  { email: 'subjudge@laurel.local', password: 'SubJudge#2026', name: 'Kenji Sato', identity: 2, staffRole: null, company: 'Laurel Jury' },
  // A second sub-judge whose reviews are in (demo-reviews.ts), so the second level has work.
  { email: 'subjudge2@laurel.local', password: 'SubJudge2#2026', name: 'Amara Okafor', identity: 2, staffRole: null, company: 'Laurel Jury' },
  { email: 'secondjudge@laurel.local', password: 'Second#2026', name: 'Laura Rossi', identity: 3, staffRole: null, company: 'Laurel Jury' },
  { email: 'admin@laurel.local', password: 'Admin#2026', name: 'Site Administrator', identity: 0, staffRole: 'administrator' as const, company: 'Laurel' },
] as const;
