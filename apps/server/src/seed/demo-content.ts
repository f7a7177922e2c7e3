import type { ContentKind, LanguageCode } from '@laurel/contract';
import { DEMO_BLOCKS_ZH } from './demo-content-zh.ts';

/** Public content for a fresh install: real enough to show the site, easy for organisers to replace. */
export const DEMO_CATEGORIES = [
  {
    name: 'Product Design',
    nameZh: '产品设计',
    description: 'Physical products designed for everyday use and industry.',
    descriptionZh: '为日常生活与工业而设计的实体产品。',
    children: [
      { name: 'Consumer Electronics', nameZh: '消费电子', fee: 29_900, description: 'Devices, wearables and accessories.', descriptionZh: '电子设备、可穿戴产品及配件。' },
      { name: 'Furniture', nameZh: '家具', fee: 24_900, description: 'Seating, tables, storage and lighting for the home and office.', descriptionZh: '家居与办公空间中的座椅、桌台、收纳与灯具。' },
      { name: 'Medical & Health', nameZh: '医疗健康', fee: 29_900, description: 'Products that care for people, from clinics to homes.', descriptionZh: '从诊所到家庭，守护人们健康的产品。' },
    ],
  },
  {
    name: 'Communication Design',
    nameZh: '传达设计',
    description: 'Brands, type, print and moving image.',
    descriptionZh: '品牌、字体、印刷与动态影像。',
    children: [
      { name: 'Brand Identity', nameZh: '品牌形象', fee: 19_900, description: 'Identity systems, logos and guidelines.', descriptionZh: '识别系统、标志与品牌规范。' },
      { name: 'Packaging', nameZh: '包装设计', fee: 19_900, description: 'Packaging for retail and e-commerce.', descriptionZh: '零售与电商包装。' },
      { name: 'Typography', nameZh: '字体设计', fee: 14_900, description: 'Typefaces and typographic work.', descriptionZh: '字体与版式设计作品。' },
    ],
  },
  {
    name: 'Spatial Design',
    nameZh: '空间设计',
    description: 'Architecture, interiors and exhibitions.',
    descriptionZh: '建筑、室内与展览。',
    children: [
      { name: 'Interior Design', nameZh: '室内设计', fee: 34_900, description: 'Residential, retail and hospitality interiors.', descriptionZh: '住宅、零售与酒店室内空间。' },
      { name: 'Exhibition Design', nameZh: '展览设计', fee: 29_900, description: 'Exhibitions, pavilions and installations.', descriptionZh: '展览、展馆与装置。' },
    ],
  },
  {
    name: 'Digital Design',
    nameZh: '数字设计',
    description: 'Interfaces, apps and services on screens.',
    descriptionZh: '屏幕上的界面、应用与服务。',
    children: [
      { name: 'Apps & Software', nameZh: '应用与软件', fee: 19_900, description: 'Mobile and desktop applications.', descriptionZh: '移动端与桌面端应用。' },
      { name: 'Web Design', nameZh: '网页设计', fee: 14_900, description: 'Websites and web services.', descriptionZh: '网站与网络服务。' },
    ],
  },
];

export const DEMO_AWARD_LEVELS = [
  { name: 'Platinum', nameZh: '铂金奖', rank: 1, winnerPackageFeeCents: 149_900, trophyFeeCents: 39_900, description: 'The best work of the year in its category.', descriptionZh: '本年度该类别中的最佳作品。' },
  { name: 'Gold', nameZh: '金奖', rank: 2, winnerPackageFeeCents: 119_900, trophyFeeCents: 34_900, description: 'Outstanding design excellence.', descriptionZh: '卓越出众的设计。' },
  { name: 'Silver', nameZh: '银奖', rank: 3, winnerPackageFeeCents: 89_900, trophyFeeCents: 29_900, description: 'Excellent design with clear innovation.', descriptionZh: '创新鲜明的优秀设计。' },
  { name: 'Bronze', nameZh: '铜奖', rank: 4, winnerPackageFeeCents: 69_900, trophyFeeCents: 24_900, description: 'Very good design of high quality.', descriptionZh: '品质上乘的良好设计。' },
  { name: 'Honourable Mention', nameZh: '荣誉提名', rank: 5, winnerPackageFeeCents: 39_900, trophyFeeCents: 19_900, description: 'Work the jury wants to single out.', descriptionZh: '评审团特别推荐的作品。' },
];

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export type DemoBlock = { kind: ContentKind; position?: string; language?: LanguageCode; title: string; body: string; imageUrl?: string; linkUrl?: string; sort?: number };

/** Every English block with its Simplified Chinese version (demo-content-zh.ts). */
export const DEMO_BLOCKS: DemoBlock[] = [
  { kind: 'banner', position: 'home', title: 'Design that earns its laurels', body: 'Entries for the new season are open.', linkUrl: '/steps', sort: 1 },
  { kind: 'banner', position: 'home', title: 'Meet this year’s jury', body: 'Forty designers, critics and educators from twelve countries.', linkUrl: '/jury', sort: 2 },
  { kind: 'banner', position: 'home', title: 'Last season’s winners', body: 'Browse the work the jury honoured last season.', linkUrl: '/winner', sort: 3 },
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
  { kind: 'contact', position: 'contact', title: 'Contact', body: p('<strong>Laurel Design Award Office</strong>', '1088 Yuyuan Road, Changning District, Shanghai 200050, China', 'E-mail: <a href="mailto:hello@laurel.local">hello@laurel.local</a>', 'Phone: <a href="tel:+862155550100">+86 21 5555 0100</a> (Monday to Friday, 9:00–18:00 China time)') },
  ...DEMO_BLOCKS_ZH,
];

export const DEMO_JURY = [
  { name: 'Prof. Anna Weber', title: 'Jury chair', titleZh: '评审团主席', company: 'University of the Arts', country: 'DE', bio: 'Industrial designer and professor of product design.', bioZh: '工业设计师，产品设计教授。' },
  { name: 'Kenji Sato', title: 'Creative director', titleZh: '创意总监', company: 'Sato Studio', country: 'JP', bio: 'Brand and packaging designer with thirty years of practice.', bioZh: '从业三十年的品牌与包装设计师。' },
  { name: 'Laura Rossi', title: 'Architect', titleZh: '建筑师', company: 'Rossi Architetti', country: 'IT', bio: 'Architect working on museums and public interiors.', bioZh: '专注于博物馆与公共室内空间的建筑师。' },
  { name: 'Wei Zhang', title: 'Head of design', titleZh: '设计负责人', company: 'Northlight', country: 'CN', bio: 'Leads digital product design for millions of users.', bioZh: '主导服务数百万用户的数字产品设计。' },
  { name: 'Amara Okafor', title: 'Design critic', titleZh: '设计评论家', company: 'Lagos Design Review', country: 'NG', bio: 'Writes on African design and edits a quarterly on craft and industry.', bioZh: '撰写非洲设计评论，并主编一本关于手工艺与工业的季刊。' },
  { name: 'Sofía Herrera', title: 'Architect', titleZh: '建筑师', company: 'Casa Luz Arquitectura', country: 'MX', bio: 'Designs social housing and public space in Mexico City.', bioZh: '在墨西哥城设计社会住宅与公共空间。' },
  { name: 'Erik Lindqvist', title: 'Typographer', titleZh: '字体设计师', company: 'Lindqvist Type', country: 'SE', bio: 'Type designer of signage families used in three national rail networks.', bioZh: '其设计的导视字体家族被三个国家的铁路网络采用。' },
  { name: 'Priya Raman', title: 'Service designer', titleZh: '服务设计师', company: 'Common Ground', country: 'IN', bio: 'Designs public services with the people who use them.', bioZh: '与使用者一起设计公共服务。' },
];

export const DEMO_MEDIA = [
  { title: 'Laurel names its 2026 winners', outlet: 'Design Weekly', url: 'https://example.com/laurel-2026', summary: 'A record season with entries from 48 countries.' },
  { title: 'Inside a blind design jury', outlet: 'Form & Function', url: 'https://example.com/blind-jury', summary: 'How the Laurel jury keeps its reviews fair.' },
  { title: 'Ten winners that make daily life calmer', outlet: 'Studio Journal', url: 'https://example.com/calm-winners', summary: 'From a one-knob radio to an e-mail app that delivers three times a day.' },
  { title: 'Why design awards should publish their criteria', outlet: 'Design Policy Review', url: 'https://example.com/award-criteria', summary: 'Laurel is one of few awards that publishes how each entry is judged.' },
  { title: 'Social housing wins platinum', outlet: 'Architecture Today', url: 'https://example.com/patio-verde', summary: 'Patio Verde shows what a shared courtyard can do for a neighbourhood.' },
];
