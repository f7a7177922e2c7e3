import { LANGUAGES, type LanguageCode, type MailKindSummary, type MailTemplate } from '@laurel/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbLike } from '../../db/client.ts';
import { mailTemplates, users } from '../../db/schema.ts';
import { refuse, refuseField } from '../../lib/errors.ts';
import { MAIL_KINDS, MERGE_FIELDS, mailKind, type MailKindDef } from '../../mail/kinds.ts';
import { checkTemplate } from '../../mail/merge.ts';

/** A kind's definition, or the refusal for a kind no mail has. */
export function findKind(kind: string): MailKindDef {
  const def = mailKind(kind);
  if (!def) throw refuse('mailKindUnknown');
  return def;
}

/**
 * Refuses a text whose merge fields the mail does not have, or which holds a `{{` or `}}` that
 * is not a merge field, naming the form field (`en.body`) and the merge field or the text near it.
 */
export function checkMailText(def: MailKindDef, text: { subject: string; body: string }, prefix: string): void {
  for (const part of ['subject', 'body'] as const) {
    const problem = checkTemplate(text[part], def.fields);
    if (!problem) continue;
    const field = prefix ? `${prefix}.${part}` : part;
    throw problem.reason === 'unknown' ? refuseField(field, 'mailFieldUnknown', { field: problem.field }) : refuseField(field, 'mailFieldMalformed', { near: problem.near });
  }
}

/** A value for each language. */
const byLanguage = <T>(of: (l: LanguageCode) => T) => Object.fromEntries(LANGUAGES.map((l) => [l, of(l)])) as Record<LanguageCode, T>;

function summary(def: MailKindDef, saved: ReadonlySet<string>): MailKindSummary {
  return {
    kind: def.kind,
    group: def.group,
    title: def.title,
    description: def.description,
    customised: byLanguage((l) => saved.has(`${def.kind} ${l}`)),
  };
}

/** Every kind, in the registry's order, and which languages have a saved text. */
export async function mailKindSummaries(db: DbLike): Promise<MailKindSummary[]> {
  const rows = await db.select({ kind: mailTemplates.kind, language: mailTemplates.language }).from(mailTemplates);
  const saved = new Set(rows.map((r) => `${r.kind} ${r.language}`));
  return MAIL_KINDS.map((def) => summary(def, saved));
}

/** One kind in the console: fields, defaults and saved texts with who saved them. */
export async function mailTemplateView(db: DbLike, def: MailKindDef): Promise<MailTemplate> {
  const rows = await db
    .select({ language: mailTemplates.language, subject: mailTemplates.subject, body: mailTemplates.body, updatedAt: mailTemplates.updatedAt, by: users.name, byEmail: users.email })
    .from(mailTemplates)
    .leftJoin(users, eq(users.id, mailTemplates.updatedBy))
    .where(eq(mailTemplates.kind, def.kind))
    .orderBy(asc(mailTemplates.language));
  const saved = new Set(rows.map((r) => `${def.kind} ${r.language}`));
  const version = (l: LanguageCode) => {
    const row = rows.find((r) => r.language === l);
    return {
      default: def.defaults(l),
      saved: row ? { subject: row.subject, body: row.body, updatedAt: row.updatedAt.toISOString(), updatedBy: row.by || row.byEmail || null } : null,
    };
  };
  return {
    ...summary(def, saved),
    fields: def.fields.map((key) => ({ key, label: MERGE_FIELDS[key].label, sample: MERGE_FIELDS[key].sample })),
    essential: [...def.links, ...(def.code ? [def.code] : [])],
    languages: byLanguage(version),
  };
}
