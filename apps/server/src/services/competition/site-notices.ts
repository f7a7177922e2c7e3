import type { SiteNotice } from '@laurel/contract';
import type { Config } from '../../core/config.ts';

/**
 * What the settings leave undone (docs/product.md#site-notices), read from the configuration
 * alone: the start log warns of each (app/server.ts) and the judge's page shows them, so the
 * person running the award learns it without reading a log.
 */
export function siteNotices(config: Pick<Config, 'env' | 'paymentSandbox' | 'publicUrlIsLocal' | 'invoices'>): SiteNotice[] {
  const notices: SiteNotice[] = [];
  // Outside production, invoices are issued with what is set (tests and demos); in production
  // they wait for the seller a tax office identifies (services/documents/issue-invoice.ts).
  if (config.env === 'production' && !config.invoices.sellerConfigured) {
    notices.push({ code: 'invoiceSellerMissing', settings: ['INVOICE_SELLER_NAME', 'INVOICE_SELLER_ADDRESS', 'INVOICE_SELLER_TAX_ID'] });
  }
  if (config.paymentSandbox) notices.push({ code: 'paymentSandbox', settings: ['PAYMENT_SANDBOX'] });
  if (config.env === 'production' && config.publicUrlIsLocal) notices.push({ code: 'publicUrlLocal', settings: ['PUBLIC_URL'] });
  return notices;
}
