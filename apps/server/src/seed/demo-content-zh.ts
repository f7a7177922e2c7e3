import type { DemoBlock } from './demo-content.ts';

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const zh = (b: Omit<DemoBlock, 'language'>): DemoBlock => ({ ...b, language: 'zh-CN' });

/**
 * The Simplified Chinese version of every demo block, slot for slot: a Chinese reader sees
 * Chinese on every public page (docs/decisions/010-bilingual-content.md).
 */
export const DEMO_BLOCKS_ZH: DemoBlock[] = [
  zh({ kind: 'banner', position: 'home', title: '值得桂冠的设计', body: '新一季作品征集现已开始。', linkUrl: '/steps', sort: 1 }),
  zh({ kind: 'banner', position: 'home', title: '认识本届评审团', body: '来自十二个国家的四十位设计师、评论家与教育者。', linkUrl: '/jury', sort: 2 }),
  zh({ kind: 'banner', position: 'home', title: '上一季获奖作品', body: '浏览评审团上一季表彰的作品。', linkUrl: '/winner', sort: 3 }),
  zh({ kind: 'other', position: 'home-intro', title: '一个独立的设计奖项', body: p('Laurel 表彰实用、美观且负责任的设计。每件参赛作品均由国际评审团分两轮匿名评审。') }),
  zh({ kind: 'rules', position: 'entry', title: '参赛资格', body: p('全球的设计师、工作室、企业和学生均可报名，参赛作品须在近三年内发布或完成。'), sort: 1 }),
  zh({ kind: 'rules', position: 'entry', title: '提交内容', body: p('每件参赛作品包括标题、不超过 2,000 字的说明、创作人员名单及最多十张图片。PDF 文件与视频链接为选填。'), sort: 2 }),
  zh({ kind: 'rules', position: 'judging', title: '评审方式', body: p('初审评委在不知参赛者身份的情况下评审作品并提名奖项；复审评委审核提名；评审团主席确认最终奖项。'), sort: 1 }),
  zh({ kind: 'rules', position: 'judging', title: '评审标准', body: '<ul><li>构想与创新</li><li>功能与使用</li><li>造型与美学品质</li><li>责任：材料、能源与人</li></ul>', sort: 2 }),
  zh({ kind: 'rules', position: 'entry', title: '截止日期', body: p('参赛作品须在报名截止前提交并完成缴费。各阶段的具体日期见首页。'), sort: 3 }),
  zh({ kind: 'rules', position: 'fees', title: '费用', body: p('报名费取决于类别和缴费日期：早鸟截止前较低，晚期截止后较高；类别列表列出了每项价格与日期。获奖者按奖项等级缴纳获奖套餐费，其中包含证书和一座奖杯；加购奖杯同样按奖项等级计价。'), sort: 1 }),
  zh({ kind: 'faq', position: 'faq', title: '同一件作品可以报名两个类别吗？', body: p('可以。每个类别都是一件独立的参赛作品，分别缴纳报名费。'), sort: 1 }),
  zh({ kind: 'faq', position: 'faq', title: '提交后还能修改作品吗？', body: p('评审开始前可以替换图片。作品提交后文字内容即被锁定。'), sort: 2 }),
  zh({ kind: 'faq', position: 'faq', title: '支持哪些付款方式？', body: p('视您所在的国家或地区而定，可使用银行卡、移动钱包或银行转账。'), sort: 3 }),
  zh({ kind: 'faq', position: 'faq', title: '获奖名单何时公布？', body: p('获奖作品于首页所示的结果公布日发布。每位参赛者都会在当天收到结果邮件。'), sort: 4 }),
  zh({ kind: 'faq', position: 'faq', title: '由谁评审参赛作品？', body: p('由设计师、评论家和教育者组成的国际评审团。初审评委在不知参赛者姓名的情况下匿名评审；复审评委与评审团主席决定最终奖项。'), sort: 5 }),
  zh({ kind: 'faq', position: 'faq', title: '获奖套餐包含什么？', body: p('证书、一座奖杯、在获奖作品展示中的专属页面，以及使用 Laurel 获奖标志的权利。可随时加购奖杯。'), sort: 6 }),
  zh({ kind: 'faq', position: 'faq', title: '可以开具发票吗？', body: p('可以。每笔已付费用的发票都可在账户页面打印为 PDF。'), sort: 7 }),
  zh({ kind: 'privacy', position: 'privacy', title: '隐私政策', body: p('我们收集您提供的数据以运营本次竞赛：您的账户、参赛作品和付款信息。我们绝不出售这些数据。您可以随时要求我们导出或删除您的数据。'), sort: 1 }),
  zh({ kind: 'privacy', position: 'privacy', title: '我们保存哪些数据、保存多久', body: '<ul><li>您的账户：保存至您删除为止。</li><li>参赛作品与评审意见：作为奖项档案保存七年。</li><li>付款记录与发票：按税法要求的期限保存。</li></ul>', sort: 2 }),
  zh({ kind: 'privacy', position: 'privacy', title: 'Cookie', body: p('本网站不使用任何跟踪 Cookie。您的登录状态保存在浏览器的本地存储中，只会发送给本网站。'), sort: 3 }),
  zh({ kind: 'terms', position: 'terms', title: '参赛条款', body: p('报名即表示您确认拥有作品的相关权利，并同意主办方在作品获奖时署名发布。'), sort: 1 }),
  zh({ kind: 'terms', position: 'terms', title: '评审', body: p('评审团的决定为最终决定。评委绝不评审自己的作品，或与其有关联的公司的作品。'), sort: 2 }),
  zh({ kind: 'terms', position: 'terms', title: '获奖标志的使用', body: p('获奖者可在获奖产品及其宣传中使用标有年份和奖项等级的 Laurel 获奖标志，不设期限。'), sort: 3 }),
  zh({ kind: 'refund', position: 'refund', title: '退款政策', body: p('报名截止前，报名费可以退还。截止后，仅在主办方取消竞赛时退还费用。'), sort: 1 }),
  zh({ kind: 'refund', position: 'refund', title: '如何申请退款', body: p('请通过联系页面写信给我们，并注明作品编号。退款将在 14 天内原路退回。'), sort: 2 }),
  zh({ kind: 'refund', position: 'refund', title: '获奖套餐与奖杯', body: p('证书签发前，获奖套餐费可以退还。奖杯为定制生产，一旦开始制作便不予退款。'), sort: 3 }),
  zh({
    kind: 'about',
    position: 'about',
    title: '关于 Laurel',
    body: p(
      'Laurel 是一个由设计师创办、为设计师服务的独立设计奖项。自首届以来，它一直表彰改善日常生活的设计作品。',
      '所有参赛作品均由国际评审团分两轮匿名评审。除报名费外，评审不收取任何费用，奖项也从不出售：获奖者只需为所获得的证书和奖杯付费。',
      '本奖项由 Laurel 设计基金会主办。基金会是一家总部位于上海的非营利机构，在欧洲和亚洲均有合作伙伴。',
    ),
  }),
  zh({
    kind: 'contact',
    position: 'contact',
    title: '联系我们',
    body: p(
      '<strong>Laurel 设计奖办公室</strong>',
      '中国上海市长宁区愚园路 1088 号，邮编 200050',
      '电子邮件：<a href="mailto:hello@laurel.local">hello@laurel.local</a>',
      '电话：<a href="tel:+862155550100">+86 21 5555 0100</a>（周一至周五，北京时间 9:00–18:00）',
    ),
  }),
];
