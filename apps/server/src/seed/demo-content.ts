import type { ContentKind } from '@laurel/contract';

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

export const DEMO_BLOCKS: { kind: ContentKind; position?: string; language?: string; title: string; body: string; imageUrl?: string; linkUrl?: string; sort?: number }[] = [
  { kind: 'banner', position: 'home', title: 'Design that earns its laurels', body: 'Entries for the new season are open.', linkUrl: '/steps', sort: 1 },
  { kind: 'banner', position: 'home', title: 'Meet this year’s jury', body: 'Forty designers, critics and educators from twelve countries.', linkUrl: '/jury', sort: 2 },
  { kind: 'banner', position: 'home', title: 'Last season’s winners', body: 'Browse the work the jury honoured last season.', linkUrl: '/winner', sort: 3 },
  { kind: 'banner', position: 'home', language: 'zh-CN', title: '值得桂冠的设计', body: '新一季作品征集现已开始。', linkUrl: '/steps', sort: 1 },
  { kind: 'banner', position: 'home', language: 'zh-CN', title: '认识本届评审团', body: '来自十二个国家的设计师、评论家与教育者。', linkUrl: '/jury', sort: 2 },
  { kind: 'banner', position: 'home', language: 'zh-CN', title: '上一季获奖作品', body: '浏览评审团上一季表彰的作品。', linkUrl: '/winner', sort: 3 },
  { kind: 'other', position: 'home-intro', title: 'An independent award for design', body: p('Laurel honours design that is useful, beautiful and responsible. Every entry is reviewed blind by an international jury in two rounds.') },
  { kind: 'rules', position: 'entry', title: 'Who may enter', body: p('Designers, studios, companies and students worldwide may enter work launched or completed within the last three years.'), sort: 1 },
  { kind: 'rules', position: 'entry', title: 'What to submit', body: p('Each entry has a title, a description of up to 2,000 characters, credits and up to ten images. A PDF and a video link are optional.'), sort: 2 },
  { kind: 'rules', position: 'judging', title: 'How the jury decides', body: p('Sub-judges review entries blind and propose awards; second-level judges review the proposals; the jury chair confirms the final awards.'), sort: 1 },
  { kind: 'rules', position: 'judging', title: 'Criteria', body: '<ul><li>Idea and innovation</li><li>Function and use</li><li>Form and aesthetic quality</li><li>Responsibility: materials, energy and people</li></ul>', sort: 2 },
  { kind: 'rules', position: 'entry', title: 'Deadlines', body: p('Entries must be submitted and paid before registration closes. The exact dates of every phase are shown on the home page.'), sort: 3 },
  { kind: 'rules', position: 'fees', title: 'Fees', body: p('The entry fee depends on the category and on the day it is paid: lower until the early-bird deadline, higher from the late deadline; the category list shows each price and date. Winners pay a winner package fee by award level, which includes the certificate and one trophy; extra trophies are priced per award level too.'), sort: 1 },
  { kind: 'faq', position: 'faq', title: 'Can I enter the same work in two categories?', body: p('Yes. Each category is a separate entry with its own fee.'), sort: 1 },
  { kind: 'faq', position: 'faq', title: 'Can I edit an entry after submitting it?', body: p('You can replace images until the review starts. Text is locked once the entry is submitted.'), sort: 2 },
  { kind: 'faq', position: 'faq', title: 'Which payment methods are accepted?', body: p('Cards, mobile wallets and bank transfer, depending on your country.'), sort: 3 },
  { kind: 'faq', position: 'faq', title: 'When are the winners announced?', body: p('Winners are published on the results date shown on the home page. Every entrant is told the result by e-mail the same day.'), sort: 4 },
  { kind: 'faq', position: 'faq', title: 'Who judges the entries?', body: p('An international jury of designers, critics and educators. Sub-judges review entries blind, without the entrant’s name; second-level judges and the jury chair decide the final awards.'), sort: 5 },
  { kind: 'faq', position: 'faq', title: 'What does the winner package include?', body: p('The certificate, one trophy, a page among the published winners and the right to use the Laurel winner mark. More trophies can be ordered at any time.'), sort: 6 },
  { kind: 'faq', position: 'faq', title: 'Can I get an invoice?', body: p('Yes. An invoice for every paid fee can be printed as PDF from your account page.'), sort: 7 },
  { kind: 'privacy', position: 'privacy', title: 'Privacy policy', body: p('We collect the data you give us to run the competition: your account, your entries and your payments. We never sell it. You can ask us to export or delete your data at any time.'), sort: 1 },
  { kind: 'privacy', position: 'privacy', title: 'What we keep and for how long', body: '<ul><li>Your account: until you delete it.</li><li>Entries and jury reviews: seven years, as the award’s archive.</li><li>Payment records and invoices: as long as tax law requires.</li></ul>', sort: 2 },
  { kind: 'privacy', position: 'privacy', title: 'Cookies', body: p('The site uses no tracking cookies. Your sign-in is kept in your browser’s local storage and sent only to this site.'), sort: 3 },
  { kind: 'terms', position: 'terms', title: 'Terms of entry', body: p('By entering you confirm that you hold the rights to the work and allow the organisers to publish it with credits if it wins.'), sort: 1 },
  { kind: 'terms', position: 'terms', title: 'Judging', body: p('The jury’s decisions are final. Judges never review their own work or work of a company they are connected to.'), sort: 2 },
  { kind: 'terms', position: 'terms', title: 'Use of the winner mark', body: p('Winners may use the Laurel winner mark with the year and award level on the awarded product and its communication, without time limit.'), sort: 3 },
  { kind: 'refund', position: 'refund', title: 'Refund policy', body: p('Entry fees are refundable until registration closes. After that, fees are refunded only if the organisers cancel the competition.'), sort: 1 },
  { kind: 'refund', position: 'refund', title: 'How to ask for a refund', body: p('Write to us through the contact page with the entry number. Refunds go back to the original payment method within 14 days.'), sort: 2 },
  { kind: 'refund', position: 'refund', title: 'Winner package and trophies', body: p('The winner package fee is refundable until the certificate has been issued. Ordered trophies are made to order and cannot be refunded once production starts.'), sort: 3 },
  { kind: 'about', position: 'about', title: 'About Laurel', body: p('Laurel is an independent design award run by designers for designers. Since its first season it has celebrated work that improves everyday life.', 'Every entry is reviewed blind, in two rounds, by an international jury. There is no fee to be judged beyond the entry fee, and no award is ever sold: winners pay only for the certificate and trophy they receive.', 'The award is organised by the Laurel Design Foundation, a non-profit based in Shanghai with partners in Europe and Asia.') },
  { kind: 'about', position: 'about', language: 'zh-CN', title: '关于 Laurel', body: p('Laurel 是一个由设计师创办、为设计师服务的独立设计奖项。自首届以来，它一直表彰改善日常生活的设计作品。', '所有参赛作品均由国际评审团分两轮匿名评审。') },
  { kind: 'contact', position: 'contact', title: 'Contact', body: p('<strong>Laurel Design Award Office</strong>', '1088 Yuyuan Road, Changning District, Shanghai 200050, China', 'E-mail: <a href="mailto:hello@laurel.local">hello@laurel.local</a>', 'Phone: <a href="tel:+862155550100">+86 21 5555 0100</a> (Monday to Friday, 9:00–18:00 China time)') },
];

export const DEMO_JURY = [
  { name: 'Prof. Anna Weber', title: 'Jury chair', company: 'University of the Arts', country: 'DE', bio: 'Industrial designer and professor of product design.' },
  { name: 'Kenji Sato', title: 'Creative director', company: 'Sato Studio', country: 'JP', bio: 'Brand and packaging designer with thirty years of practice.' },
  { name: 'Laura Rossi', title: 'Architect', company: 'Rossi Architetti', country: 'IT', bio: 'Architect working on museums and public interiors.' },
  { name: 'Wei Zhang', title: 'Head of design', company: 'Northlight', country: 'CN', bio: 'Leads digital product design for millions of users.' },
  { name: 'Amara Okafor', title: 'Design critic', company: 'Lagos Design Review', country: 'NG', bio: 'Writes on African design and edits a quarterly on craft and industry.' },
  { name: 'Sofía Herrera', title: 'Architect', company: 'Casa Luz Arquitectura', country: 'MX', bio: 'Designs social housing and public space in Mexico City.' },
  { name: 'Erik Lindqvist', title: 'Typographer', company: 'Lindqvist Type', country: 'SE', bio: 'Type designer of signage families used in three national rail networks.' },
  { name: 'Priya Raman', title: 'Service designer', company: 'Common Ground', country: 'IN', bio: 'Designs public services with the people who use them.' },
];

export const DEMO_MEDIA = [
  { title: 'Laurel names its 2026 winners', outlet: 'Design Weekly', url: 'https://example.com/laurel-2026', summary: 'A record season with entries from 48 countries.' },
  { title: 'Inside a blind design jury', outlet: 'Form & Function', url: 'https://example.com/blind-jury', summary: 'How the Laurel jury keeps its reviews fair.' },
  { title: 'Ten winners that make daily life calmer', outlet: 'Studio Journal', url: 'https://example.com/calm-winners', summary: 'From a one-knob radio to an e-mail app that delivers three times a day.' },
  { title: 'Why design awards should publish their criteria', outlet: 'Design Policy Review', url: 'https://example.com/award-criteria', summary: 'Laurel is one of few awards that publishes how each entry is judged.' },
  { title: 'Social housing wins platinum', outlet: 'Architecture Today', url: 'https://example.com/patio-verde', summary: 'Patio Verde shows what a shared courtyard can do for a neighbourhood.' },
];
