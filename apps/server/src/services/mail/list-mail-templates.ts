import type { MailKindSummary } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { mailKindSummaries } from './mail-template-view.ts';

/** `/admin/mailTemplates`: every mail the product sends, and which languages are the organiser's. */
export function listMailTemplates(ctx: AppContext): Promise<MailKindSummary[]> {
  return mailKindSummaries(ctx.db);
}
