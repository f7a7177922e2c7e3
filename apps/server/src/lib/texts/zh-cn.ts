import type { Catalogue } from './en.ts';
import { ZH_CN_EXPORTS } from './zh-cn-exports.ts';
import { ZH_CN_MAIL } from './zh-cn-mail.ts';

/**
 * The server's own words in Simplified Chinese: typed as the English catalogue's keys (en.ts), so
 * a key missing here, or one English does not have, fails the type check.
 */
export const ZH_CN: Catalogue = {
  mail: ZH_CN_MAIL,
  exports: ZH_CN_EXPORTS,
  date: {
    day: '{{year}}年{{month}}{{day}}日',
    deadline: '{{date}} {{time}}（UTC）',
    january: '1月',
    february: '2月',
    march: '3月',
    april: '4月',
    may: '5月',
    june: '6月',
    july: '7月',
    august: '8月',
    september: '9月',
    october: '10月',
    november: '11月',
    december: '12月',
  },
  // The terms of a Chinese tax invoice (销售方, 购买方); the title is 账单, not 发票, which in China
  // names only the official fapiao a buyer may request.
  invoice: {
    title: '账单',
    creditNote: '贷项通知单',
    number: '编号',
    issued: '开具日期',
    supplied: '服务日期',
    reference: '付款参考号',
    creditFor: '冲减账单 {{number}}',
    seller: '销售方',
    buyer: '购买方',
    taxId: '税号',
    description: '项目',
    quantity: '数量',
    unitPrice: '单价',
    taxRate: '税率',
    tax: '税额',
    amount: '金额',
    subtotal: '小计（不含税）',
    totalTax: '税额',
    total: '合计',
    paid: '已于{{date}}付款',
    refunded: '已于{{date}}退款',
    notes: '备注',
    test: '测试——未发生实际付款（支付沙盒），不作为税务凭证。',
    reverseCharge: '反向征收：增值税由购买方申报缴纳。',
    fapiao: '购买方已申请开具发票，发票将另行开具。',
    page: '第 {{page}} 页，共 {{pages}} 页',
    continued: '续',
  },
  certificate: {
    heading: '获奖证书',
    date: '颁发日期',
    signature: '评审委员会主席',
    verify: '证书验证',
  },
  awardSeal: {
    year: '{{year}} 年度',
  },
  zip: {
    entry: '作品编号',
    title: '标题',
    category: '类别',
    video: '视频',
    none: '无',
    description: '作品描述',
    entrant: '参赛者',
    email: '电子邮箱',
    company: '公司',
    country: '国家/地区',
    credits: '署名',
    file: '文件',
    bytes: '字节数',
  },
};
