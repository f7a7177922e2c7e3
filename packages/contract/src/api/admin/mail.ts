import { z } from 'zod';
import { Language, optionalString, QueryId, requiredString, storableString } from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';

/*
 * The mails' words in the console (docs/product.md#mail-templates): each mail the product sends,
 * by its kind, has a default subject and body per language in the server's code; an organiser's
 * saved text replaces them, merge fields `{{entrant.name}}` filled in, in the mail's layout, with
 * its link or code and its footer kept (docs/decisions/021-mail-templates.md). And the mail log:
 * what the outbox sent to a person.
 */

export const MAIL_SUBJECT_MAX = 200;
export const MAIL_BODY_MAX = 5000;

/** A kind of mail: `payment.paid`, `verify-code.register` (the server's registry, src/mail/kinds.ts). */
export const MailKind = requiredString(64).regex(/^[a-z][a-z0-9.-]*$/);

/** Words in both languages, for the console whichever it is read in. */
const Bilingual = z.object({ en: z.string(), 'zh-CN': z.string() });

export const MailKindSummary = z.object({
  kind: z.string(),
  /** account, entries, payments, jury… */
  group: z.string(),
  title: Bilingual,
  description: Bilingual,
  /** Whether an organiser's text replaces the default, per language. */
  customised: z.object({ en: z.boolean(), 'zh-CN': z.boolean() }),
});
export type MailKindSummary = z.infer<typeof MailKindSummary>;

export const listMailTemplates = defineCall({
  method: 'GET',
  path: '/admin/mailTemplates',
  summary: 'Every mail the product sends, and which languages have an organiser’s text',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(MailKindSummary),
});

export const MailText = z.object({ subject: z.string(), body: z.string() });
export type MailText = z.infer<typeof MailText>;

export const MailTemplateVersion = z.object({
  default: MailText,
  /** The organiser's text, or null when the default is used. */
  saved: MailText.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() }).nullable(),
});

export const MailTemplate = MailKindSummary.extend({
  /** The merge fields it may use, `entrant.name`, each with what it is. */
  fields: z.array(z.object({ key: z.string(), label: Bilingual, sample: Bilingual })),
  /** Fields the mail always carries: a link added after the body when it does not show it, a code shown large. */
  essential: z.array(z.string()),
  languages: z.object({ en: MailTemplateVersion, 'zh-CN': MailTemplateVersion }),
});
export type MailTemplate = z.infer<typeof MailTemplate>;

export const getMailTemplate = defineCall({
  method: 'GET',
  path: '/admin/mailTemplates/get',
  summary: 'One mail: its default and saved text in each language, and its merge fields',
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ kind: MailKind }),
  response: MailTemplate,
});

/** An organiser's subject and body; the body is plain paragraphs, `# ` a heading. */
export const MailTextInput = z.object({
  subject: requiredString(MAIL_SUBJECT_MAX),
  body: requiredString(MAIL_BODY_MAX),
});
export type MailTextInput = z.input<typeof MailTextInput>;

/** Both languages at once; null for a language gives it back its default. */
export const SaveMailTemplateRequest = z.object({
  kind: MailKind,
  en: MailTextInput.nullable(),
  zh: MailTextInput.nullable(),
});
export type SaveMailTemplateRequest = z.input<typeof SaveMailTemplateRequest>;

export const saveMailTemplate = defineCall({
  method: 'POST',
  path: '/admin/mailTemplates/save',
  summary: 'Save a mail’s subject and body in both languages (merge fields checked)',
  tag: 'admin',
  auth: 'staff:content',
  body: SaveMailTemplateRequest,
  response: MailTemplate,
});

export const resetMailTemplate = defineCall({
  method: 'POST',
  path: '/admin/mailTemplates/reset',
  summary: 'Give a mail back its default words, in one language or (language null) both',
  tag: 'admin',
  auth: 'staff:content',
  body: z.object({ kind: MailKind, language: Language.nullable() }),
  response: MailTemplate,
});

/** A text to try, unsaved: its subject and body may still be empty or wrong. */
export const MailDraftRequest = z.object({
  kind: MailKind,
  language: Language,
  subject: storableString().max(MAIL_SUBJECT_MAX),
  body: storableString().max(MAIL_BODY_MAX),
});
export type MailDraftRequest = z.input<typeof MailDraftRequest>;

export const MailPreview = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MailPreview = z.infer<typeof MailPreview>;

export const previewMailTemplate = defineCall({
  method: 'POST',
  path: '/admin/mailTemplates/preview',
  summary: 'A mail text rendered with sample data, as the reader would get it',
  tag: 'admin',
  auth: 'staff:read',
  body: MailDraftRequest,
  response: MailPreview,
});

export const sendTestMail = defineCall({
  method: 'POST',
  path: '/admin/mailTemplates/testSend',
  summary: 'Mail a text, with sample data, to the caller’s own address (through the outbox)',
  tag: 'admin',
  auth: 'staff:content',
  body: MailDraftRequest,
  response: z.object({ id: z.number().int(), to: z.string() }),
  refusals: [429],
});

export const MailStatus = z.enum(['pending', 'sent', 'failed']);

export const MailLogItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  /** Null for a sensitive mail (a code): its subject carries the code and is never shown. */
  subject: z.string().nullable(),
  sensitive: z.boolean(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  status: MailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});
export type MailLogItem = z.infer<typeof MailLogItem>;

export const MailLogQuery = PageQuery.extend({
  /** Part of the address, any case: `mia@`, `example.com`. */
  email: optionalString(254),
  userId: QueryId.optional(),
});

export const listMailLog = defineCall({
  method: 'GET',
  path: '/admin/mailLog',
  summary: 'Mail from the outbox, newest first: to one address or account, or all',
  tag: 'admin',
  auth: 'staff:people',
  query: MailLogQuery,
  response: pageResult(MailLogItem),
});

export const mailCalls = {
  listMailTemplates,
  getMailTemplate,
  saveMailTemplate,
  resetMailTemplate,
  previewMailTemplate,
  sendTestMail,
  listMailLog,
} as const;
