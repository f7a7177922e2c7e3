import type { Language } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import type { DbLike } from '../../db/client.ts';
import { awardLevels, categories, entries, users } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { entryAwardedMail } from '../../mail/templates/entry-awarded.ts';
import { entrySubmittedMail } from '../../mail/templates/entry-submitted.ts';
import { localize } from '../../lib/localize.ts';
import { findMailTemplate } from '../mail/find-mail-template.ts';
import { queueMail } from '../mail/queue-mail.ts';

/**
 * What the entrant is told by e-mail (issue 4 "/account"): submission received (edit-entry.ts),
 * awarded (jury); payments have their own (services/payments/queue-payment-notice.ts). Queued
 * inside the transaction of the change, after the change is written (it reads the entry as it
 * now is), so the mail goes exactly when the change commits (services/mail/).
 */
export type EntrantNotice =
  | { event: 'submitted' }
  | { event: 'awarded' };

export async function queueEntrantNotice(ctx: AppContext, tx: DbLike, opts: { entryId: number } & EntrantNotice): Promise<void> {
  const [row] = await tx
    .select({
      id: entries.id,
      title: entries.title,
      email: users.email,
      name: users.name,
      language: users.language,
      categoryName: categories.name,
      categoryNameZh: categories.nameZh,
      awardLevelId: entries.awardLevelId,
      awardName: awardLevels.name,
      awardNameZh: awardLevels.nameZh,
    })
    .from(entries)
    .innerJoin(users, eq(users.id, entries.userId))
    .leftJoin(categories, eq(categories.id, entries.categoryId))
    .leftJoin(awardLevels, eq(awardLevels.id, entries.awardLevelId))
    .where(eq(entries.id, opts.entryId))
    .limit(1);
  if (!row) throw new Error(`entry ${opts.entryId} not found`);
  const language: Language = row.language === 'zh-CN' ? 'zh-CN' : 'en';
  const base = { to: row.email, language, siteName: ctx.config.siteName, name: row.name, entryId: row.id, title: row.title };
  const accountUrl = `${ctx.config.publicUrl}/account`;
  const custom = await findMailTemplate(tx, `entry.${opts.event}`, language);
  let mail: MailMessage;
  let key: string;
  if (opts.event === 'submitted') {
    key = `entry:${row.id}:submitted`;
    mail = entrySubmittedMail({ ...base, category: localize(language, row.categoryName ?? '', row.categoryNameZh), accountUrl, custom });
  } else {
    if (!row.awardName) throw new Error(`entry ${opts.entryId} has no award level`);
    // An award may be changed and changed back: each decision is its own mail.
    key = `entry:${row.id}:awarded:${row.awardLevelId}:${Date.now()}`;
    mail = entryAwardedMail({
      ...base,
      award: localize(language, row.awardName, row.awardNameZh),
      awardUrl: `${ctx.config.publicUrl}/awards/steps?apply_order_id=${row.id}`,
      custom,
    });
  }
  await queueMail(ctx, tx, { key, kind: `entry.${opts.event}`, message: mail });
}
