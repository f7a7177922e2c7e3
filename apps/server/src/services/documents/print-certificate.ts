import { readFile } from 'node:fs/promises';
import type { LanguageCode } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { localize } from '../../lib/localize.ts';
import type { PdfFile } from './invoice-pdf.ts';
import { displayCertificateCode, issueCertificate, type CertificateRecord } from './issue-certificate.ts';
import { renderCertificatePdf } from './render-certificate.ts';

const signatures = new Map<string, Promise<Buffer>>();

/** The signature image, read once per process (loadConfig checked at start that it is a PNG). */
function readSignature(file: string): Promise<Buffer> {
  let read = signatures.get(file);
  if (!read) {
    read = readFile(file);
    signatures.set(file, read);
    read.catch(() => signatures.delete(file));
  }
  return read;
}

/**
 * `printCertPdf` (apps/server/src/services/documents/README.md#certificates): the certificate of the caller's awarded
 * entry, with its verification code and a QR code of the public verification page. It prints the
 * signed record, so every copy says what the page says.
 */
export async function printCertificate(ctx: AppContext, opts: { userId: number; entryId: number; language: LanguageCode }): Promise<PdfFile> {
  const certificate = await issueCertificate(ctx, opts);
  const record = JSON.parse(certificate.record) as CertificateRecord;
  const code = displayCertificateCode(certificate.code);
  // The chair the record names (one issued before records kept it: today's); their signature only
  // while they are still the chair the settings name.
  const { juryChair: chairNow, signatureFile } = ctx.config.certificates;
  const juryChair = record.juryChair === undefined ? chairNow : record.juryChair;
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
    juryChair,
    signaturePng: juryChair && juryChair === chairNow && signatureFile ? await readSignature(signatureFile) : null,
    locale: opts.language === 'zh-CN' ? 'zh' : 'en',
  });
  return { fileName: `certificate-${certificate.entryId}-${code}.pdf`, pdf };
}
