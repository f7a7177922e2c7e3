import { say } from '../../lib/texts/say.ts';
import type { DocumentLocale } from './document-types.ts';
import { documentLanguage } from './pdf-text.ts';

export interface CertificateLabels {
  heading: string;
  date: string;
  signature: string;
  verify: string;
}

/** A certificate's labels in its language (lib/texts/). */
export function certificateLabels(locale: DocumentLocale): CertificateLabels {
  const l = documentLanguage(locale);
  return {
    heading: say(l, 'certificate.heading'),
    date: say(l, 'certificate.date'),
    signature: say(l, 'certificate.signature'),
    verify: say(l, 'certificate.verify'),
  };
}
