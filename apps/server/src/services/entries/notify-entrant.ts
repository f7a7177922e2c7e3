import type { Language } from '@laurel/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { awardLevels, categories, entries, users } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { entryAwardedMail } from '../../mail/templates/entry-awarded.ts';
import { entrySubmittedMail } from '../../mail/templates/entry-submitted.ts';
import { localize } from '../../lib/localize.ts';

/**
 * What the entrant is told by e-mail (issue 4 "/account"): submission received (edit-entry.ts),
 * awarded (jury); payments have their own (services/payments/notify-payment.ts). Call it after the change has committed; it never
 * throws, because a mail that cannot be sent must not undo a submission or a payment. A
 * failure is logged with the entry and reported as `false`.
 */
export type EntrantNotice =
  | { event: 'submitted' }
  | { event: 'awarded' };

export async function notifyEntrant(ctx: AppContext, opts: { entryId: number } & EntrantNotice): Promise<boolean> {
  try {
    const [row] = await ctx.db
      .select({
        id: entries.id,
        title: entries.title,
        email: users.email,
        name: users.name,
        language: users.language,
        categoryName: categories.name,
        categoryNameZh: categories.nameZh,
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
    let mail: MailMessage;
    if (opts.event === 'submitted') {
      mail = entrySubmittedMail({ ...base, category: localize(language, row.categoryName ?? '', row.categoryNameZh), accountUrl });
    } else {
      if (!row.awardName) throw new Error(`entry ${opts.entryId} has no award level`);
      mail = entryAwardedMail({
        ...base,
        award: localize(language, row.awardName, row.awardNameZh),
        awardUrl: `${ctx.config.publicUrl}/awards/steps?apply_order_id=${row.id}`,
      });
    }
    await ctx.mailer.send(mail);
    return true;
  } catch (err) {
    ctx.log.error({ err, entryId: opts.entryId, event: opts.event }, 'entrant notification not sent');
    return false;
  }
}
