import type { LanguageCode } from '@laurel/contract';
import { and, eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { mailTemplates } from '../../db/schema.ts';
import type { MailText } from '../../mail/kinds.ts';

/**
 * The organiser's saved subject and body for a mail kind in a language, or null for the default
 * words (docs/decisions/021-mail-templates.md). Read when the mail is queued, in the caller's
 * transaction: a saved change is used by the next mail on every replica, nothing cached.
 */
export async function findMailTemplate(db: DbLike, kind: string, language: LanguageCode): Promise<MailText | null> {
  const [row] = await db
    .select({ subject: mailTemplates.subject, body: mailTemplates.body })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.language, language)))
    .limit(1);
  return row ?? null;
}
