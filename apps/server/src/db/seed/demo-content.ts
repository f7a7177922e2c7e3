/** Public content for a fresh install: real enough to show the site, easy for organisers to replace. */
export const DEMO_CATEGORIES = [
  {
    name: 'Product Design',
    nameZh: '产品设计',
    description: 'Physical products designed for everyday use and industry.',
    children: [
      { name: 'Consumer Electronics', nameZh: '消费电子', fee: 29_900, description: 'Devices, wearables and accessories.' },
      { name: 'Furniture', nameZh: '家具', fee: 24_900, description: 'Seating, tables, storage and lighting for the home and office.' },
      { name: 'Medical & Health', nameZh: '医疗健康', fee: 29_900, description: 'Products that care for people, from clinics to homes.' },
    ],
  },
  {
    name: 'Communication Design',
    nameZh: '传达设计',
    description: 'Brands, type, print and moving image.',
    children: [
      { name: 'Brand Identity', nameZh: '品牌形象', fee: 19_900, description: 'Identity systems, logos and guidelines.' },
      { name: 'Packaging', nameZh: '包装设计', fee: 19_900, description: 'Packaging for retail and e-commerce.' },
      { name: 'Typography', nameZh: '字体设计', fee: 14_900, description: 'Typefaces and typographic work.' },
    ],
  },
  {
    name: 'Spatial Design',
    nameZh: '空间设计',
    description: 'Architecture, interiors and exhibitions.',
    children: [
      { name: 'Interior Design', nameZh: '室内设计', fee: 34_900, description: 'Residential, retail and hospitality interiors.' },
      { name: 'Exhibition Design', nameZh: '展览设计', fee: 29_900, description: 'Exhibitions, pavilions and installations.' },
    ],
  },
  {
    name: 'Digital Design',
    nameZh: '数字设计',
    description: 'Interfaces, apps and services on screens.',
    children: [
      { name: 'Apps & Software', nameZh: '应用与软件', fee: 19_900, description: 'Mobile and desktop applications.' },
      { name: 'Web Design', nameZh: '网页设计', fee: 14_900, description: 'Websites and web services.' },
    ],
  },
];

export const DEMO_AWARD_LEVELS = [
  { name: 'Platinum', nameZh: '铂金奖', rank: 1, winnerPackageFeeCents: 149_900, trophyFeeCents: 39_900, description: 'The best work of the year in its category.' },
  { name: 'Gold', nameZh: '金奖', rank: 2, winnerPackageFeeCents: 119_900, trophyFeeCents: 34_900, description: 'Outstanding design excellence.' },
  { name: 'Silver', nameZh: '银奖', rank: 3, winnerPackageFeeCents: 89_900, trophyFeeCents: 29_900, description: 'Excellent design with clear innovation.' },
  { name: 'Bronze', nameZh: '铜奖', rank: 4, winnerPackageFeeCents: 69_900, trophyFeeCents: 24_900, description: 'Very good design of high quality.' },
  { name: 'Honourable Mention', nameZh: '荣誉提名', rank: 5, winnerPackageFeeCents: 39_900, trophyFeeCents: 19_900, description: 'Work the jury wants to single out.' },
];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export const DEMO_BLOCKS: { kind: string; position?: string; language?: string; title: string; body: string; imageUrl?: string; linkUrl?: string; sort?: number }[] = [
  { kind: 'banner', position: 'home', title: 'Design that earns its laurels', body: 'Entries for the 2027 season are open.', linkUrl: '/steps', sort: 1 },
  { kind: 'banner', position: 'home', title: 'Meet this year’s jury', body: 'Forty designers, critics and educators from twelve countries.', linkUrl: '/jury', sort: 2 },
  { kind: 'banner', position: 'home', title: 'The 2026 winners', body: 'Browse the work the jury honoured last season.', linkUrl: '/winner', sort: 3 },
  { kind: 'other', position: 'home-intro', title: 'An independent award for design', body: p('Laurel honours design that is useful, beautiful and responsible. Every entry is reviewed blind by an international jury in two rounds.') },
  { kind: 'rules', position: 'entry', title: 'Who may enter', body: p('Designers, studios, companies and students worldwide may enter work launched or completed within the last three years.'), sort: 1 },
  { kind: 'rules', position: 'entry', title: 'What to submit', body: p('Each entry has a title, a description of up to 2,000 characters, credits and up to ten images. A PDF and a video link are optional.'), sort: 2 },
  { kind: 'rules', position: 'judging', title: 'How the jury decides', body: p('Sub-judges review entries blind and propose awards; second-level judges review the proposals; the jury chair confirms the final awards.'), sort: 1 },
  { kind: 'rules', position: 'fees', title: 'Fees', body: p('The entry fee depends on the category and is paid when the entry is submitted. Winners pay a winner package fee, which includes the certificate and one trophy.'), sort: 1 },
  { kind: 'faq', position: 'faq', title: 'Can I enter the same work in two categories?', body: p('Yes. Each category is a separate entry with its own fee.'), sort: 1 },
  { kind: 'faq', position: 'faq', title: 'Can I edit an entry after submitting it?', body: p('You can replace images until the review starts. Text is locked once the entry is submitted.'), sort: 2 },
  { kind: 'faq', position: 'faq', title: 'Which payment methods are accepted?', body: p('Cards, mobile wallets and bank transfer, depending on your country.'), sort: 3 },
  { kind: 'privacy', position: 'privacy', title: 'Privacy policy', body: p('We collect the data you give us to run the competition: your account, your entries and your payments. We never sell it. You can ask us to export or delete your data at any time.') },
  { kind: 'terms', position: 'terms', title: 'Terms of entry', body: p('By entering you confirm that you hold the rights to the work and allow the organisers to publish it with credits if it wins.') },
  { kind: 'refund', position: 'refund', title: 'Refund policy', body: p('Entry fees are refundable until registration closes. After that, fees are refunded only if the organisers cancel the competition.') },
  { kind: 'about', position: 'about', title: 'About Laurel', body: p('Laurel is an independent design award run by designers for designers. Since its first season it has celebrated work that improves everyday life.') },
  { kind: 'contact', position: 'contact', title: 'Contact', body: p('Laurel Design Award Office', 'hello@laurel.local', '+86 21 5555 0100') },
];

export const DEMO_JURY = [
  { name: 'Prof. Anna Weber', title: 'Jury chair', company: 'University of the Arts', country: 'DE', bio: 'Industrial designer and professor of product design.' },
  { name: 'Kenji Sato', title: 'Creative director', company: 'Sato Studio', country: 'JP', bio: 'Brand and packaging designer with thirty years of practice.' },
  { name: 'Laura Rossi', title: 'Architect', company: 'Rossi Architetti', country: 'IT', bio: 'Architect working on museums and public interiors.' },
  { name: 'Wei Zhang', title: 'Head of design', company: 'Northlight', country: 'CN', bio: 'Leads digital product design for millions of users.' },
];

export const DEMO_MEDIA = [
  { title: 'Laurel names its 2026 winners', outlet: 'Design Weekly', url: 'https://example.com/laurel-2026', summary: 'A record season with entries from 48 countries.' },
  { title: 'Inside a blind design jury', outlet: 'Form & Function', url: 'https://example.com/blind-jury', summary: 'How the Laurel jury keeps its reviews fair.' },
];
