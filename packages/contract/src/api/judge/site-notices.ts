import { z } from 'zod';
import { defineCall } from '../define.ts';

/**
 * What the site's settings leave undone that the people running the award must know
 * (docs/product.md#site-notices): the same conditions the server's start log warns about, for
 * someone who never reads a log. The web app words each code in the reader's language; `settings`
 * names what to set.
 */
export const SiteNoticeCode = z.enum(['invoiceSellerMissing', 'paymentSandbox', 'publicUrlLocal']);
export type SiteNoticeCode = z.infer<typeof SiteNoticeCode>;

export const SiteNotice = z.object({
  code: SiteNoticeCode,
  /** The settings (environment variables) that resolve it. */
  settings: z.array(z.string()),
});
export type SiteNotice = z.infer<typeof SiteNotice>;

export const getSiteNotices = defineCall({
  method: 'GET',
  path: '/judge/siteNotices',
  summary: "What the site's settings leave undone: invoices held back, the payment sandbox on, no public address",
  tag: 'judge',
  auth: 'judge',
  response: z.array(SiteNotice),
});
