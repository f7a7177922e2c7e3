import type { DocumentLocale } from './document-types.ts';

/** The reverse-charge wording of the EU VAT Directive, art. 196; printed in English in both languages. */
export const REVERSE_CHARGE_EN = 'Reverse charge – VAT to be accounted for by the recipient';

export interface InvoiceLabels {
  invoice: string;
  creditNote: string;
  /** The English title under a Chinese one, for an accounts department abroad. */
  subtitle: (kind: 'invoice' | 'credit_note') => string | null;
  number: string;
  issued: string;
  supplied: string;
  reference: string;
  creditFor: (invoiceNumber: string) => string;
  seller: string;
  buyer: string;
  taxId: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  tax: string;
  amount: string;
  subtotal: string;
  totalTax: string;
  total: string;
  paid: (date: string) => string;
  refunded: (date: string) => string;
  notes: string;
  /** A document of a sandbox order: no money moved. */
  test: string;
  reverseCharge: string | null;
  fapiao: string;
  page: (n: number, of: number) => string;
  continued: string;
}

/**
 * An invoice's labels. The Chinese ones use the terms of a Chinese tax invoice (销售方, 购买方);
 * its title is 账单, not 发票, which in China names only the official fapiao a buyer may request.
 */
export const INVOICE_LABELS: Record<DocumentLocale, InvoiceLabels> = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    subtitle: () => null,
    number: 'Number',
    issued: 'Date of issue',
    supplied: 'Date of supply',
    reference: 'Payment reference',
    creditFor: (n) => `Credit note for invoice ${n}`,
    seller: 'From',
    buyer: 'Billed to',
    taxId: 'Tax ID',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    taxRate: 'Tax rate',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal (excl. tax)',
    totalTax: 'Tax',
    total: 'Total',
    paid: (d) => `Paid ${d}`,
    refunded: (d) => `Refunded ${d}`,
    notes: 'Notes',
    test: 'TEST – no payment was made (payment sandbox). Not a tax document.',
    reverseCharge: null,
    fapiao: 'A fapiao (Chinese tax invoice) was requested and is issued separately.',
    page: (n, of) => `Page ${n} of ${of}`,
    continued: 'continued',
  },
  zh: {
    invoice: '账单',
    creditNote: '贷项通知单',
    subtitle: (kind) => (kind === 'invoice' ? 'Invoice' : 'Credit note'),
    number: '编号',
    issued: '开具日期',
    supplied: '服务日期',
    reference: '付款参考号',
    creditFor: (n) => `冲减账单 ${n}`,
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
    paid: (d) => `已于${d}付款`,
    refunded: (d) => `已于${d}退款`,
    notes: '备注',
    test: '测试——未发生实际付款（支付沙盒），不作为税务凭证。',
    reverseCharge: '反向征收：增值税由购买方申报缴纳。',
    fapiao: '购买方已申请开具发票，发票将另行开具。',
    page: (n, of) => `第 ${n} 页，共 ${of} 页`,
    continued: '续',
  },
};
