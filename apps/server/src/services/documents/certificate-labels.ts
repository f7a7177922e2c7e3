import type { DocumentLocale } from './document-types.ts';

export interface CertificateLabels {
  heading: string;
  date: string;
  signature: string;
  verify: string;
}

export const CERTIFICATE_LABELS: Record<DocumentLocale, CertificateLabels> = {
  en: { heading: 'Certificate of Award', date: 'Date', signature: 'Chair of the Jury', verify: 'Verify this certificate' },
  zh: { heading: '获奖证书', date: '颁发日期', signature: '评审委员会主席', verify: '证书验证' },
};
