import type { LanguageCode } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { localize } from '../../lib/localize.ts';
import type { PdfFile } from './invoice-pdf.ts';
import { displayCertificateCode, issueCertificate, type CertificateRecord } from './issue-certificate.ts';
import { renderCertificatePdf } from './render-certificate.ts';

/**
 * `printCertPdf` (docs/architecture.md#certificates): the certificate of the caller's awarded
 * entry, with its verification code and a QR code of the public verification page. It prints the
 * signed record, so every copy says what the page says.
 */
export async function printCertificate(ctx: AppContext, opts: { userId: number; entryId: number; language: LanguageCode }): Promise<PdfFile> {
  const certificate = await issueCertificate(ctx, opts);
  const record = JSON.parse(certificate.record) as CertificateRecord;
  const code = displayCertificateCode(certificate.code);
  const pdf = await renderCertificatePdf({
    siteName: record.issuer,
    seasonName: record.season,
    awardLevel: localize(opts.language, record.award, record.awardZh),
    entryTitle: record.title,
    categoryName: localize(opts.language, record.category, record.categoryZh),
    winnerName: record.winnerName,
    credits: record.credits,
    issuedAt: new Date(record.issuedAt),
    verificationCode: code,
    verificationUrl: `${ctx.config.publicUrl}/verify?code=${code}`,
    locale: opts.language === 'zh-CN' ? 'zh' : 'en',
  });
  return { fileName: `certificate-${certificate.entryId}-${code}.pdf`, pdf };
}
