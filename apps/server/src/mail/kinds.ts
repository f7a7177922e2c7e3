import { formatMoney, LANGUAGES, VERIFY_CODE_TTL_S, type LanguageCode } from '@laurel/contract';
import { MAIL_KIND_WORDS, type MailKindName, type MergeFieldName } from '../lib/texts/mail-kinds.ts';
import { say, sayDay, TEXTS } from '../lib/texts/say.ts';

/*
 * Every mail the product sends, by its kind (the outbox's `kind`), for the console's mail
 * templates (docs/decisions/021-mail-templates.md): its merge fields, the ones that must reach
 * the reader whatever the organiser writes (a link, a code), the default subject and body — the
 * words of lib/texts/ with their marks named as merge fields — and the footer, which stays.
 *
 * A new mail joins by an entry in SPECS (its words and fields in lib/texts/mail-kinds.ts); its template
 * function takes the saved text (`custom`) and renders it with renderCustomMail (templates/custom.ts).
 * The contact form's message to the office is not here: it is the visitor's words, not a template.
 */

type Words = Readonly<Record<LanguageCode, string>>;

export interface MergeFieldDef {
  label: Words;
  /** What a preview and a test mail show. A link's sample is a path on the site. */
  sample: Words;
}

/** A text in each language. */
const both = (say: (l: LanguageCode) => string): Words => Object.fromEntries(LANGUAGES.map((l) => [l, say(l)])) as Record<LanguageCode, string>;

/** Samples said by the mails' own words rather than written out. */
const SAID_SAMPLES: Partial<Record<MergeFieldName, (l: LanguageCode) => string>> = {
  'fee.name': (l) => say(l, 'mail.payment.fee.entry'),
  'fee.amount': () => formatMoney(29_900),
  'review.round': (l) => say(l, 'mail.reviewReminder.roundFirst'),
  'review.deadline': (l) => say(l, 'date.deadline', { date: sayDay(l, new Date('2026-12-07T18:00:00Z')), time: '18:00' }),
  'code.minutes': () => String(VERIFY_CODE_TTL_S / 60),
  'jury.role': (l) => say(l, 'mail.juryInvitation.roleSubJudge'),
  'invitation.expires': (l) => say(l, 'date.deadline', { date: sayDay(l, new Date('2026-12-11T13:00:00Z')), time: '13:00' }),
};

/** Every merge field a mail may have, documented once (lib/texts/mail-kinds.ts). */
export const MERGE_FIELDS: Readonly<Record<MergeFieldName, MergeFieldDef>> = Object.fromEntries(
  (Object.keys(MAIL_KIND_WORDS.en.fields) as MergeFieldName[]).map((f) => [
    f,
    { label: both((l) => MAIL_KIND_WORDS[l].fields[f][0]), sample: both((l) => SAID_SAMPLES[f]?.(l) ?? MAIL_KIND_WORDS[l].fields[f][1]) },
  ]),
) as Record<MergeFieldName, MergeFieldDef>;

export type MergeField = MergeFieldName;
export type MergeValues = Partial<Record<MergeField, string>>;

export const MAIL_GROUPS = ['account', 'entries', 'payments', 'jury'] as const;
export type MailGroup = (typeof MAIL_GROUPS)[number];

export interface MailText {
  subject: string;
  body: string;
}

export interface MailKindDef {
  kind: MailKindName;
  group: MailGroup;
  title: Words;
  /** When it is sent. */
  description: Words;
  fields: readonly MergeField[];
  /** Links the reader must get: one the body does not show is added after it. */
  links: readonly MergeField[];
  /** A code shown large after the body, whatever the body says. */
  code?: MergeField;
  /** The words of lib/texts/, the marks named as merge fields. */
  defaults(language: LanguageCode): MailText;
  /** Why the reader gets the mail: kept under every version of the body. */
  footer(language: LanguageCode): string;
}

const text = (l: LanguageCode, key: string): string => {
  const found = TEXTS[l].get(key);
  if (found === undefined) throw new Error(`no text ${key}`);
  return found;
};

/** A catalogue text with its marks renamed as merge fields (`{{title}}` → `{{entry.title}}`). */
function retag(l: LanguageCode, key: string, marks: Readonly<Record<string, MergeField>> = {}): string {
  return text(l, key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    const field = marks[name];
    if (!field) throw new Error(`${key}: no merge field for {{${name}}}`);
    return `{{${field}}}`;
  });
}

/** A body: a heading, then paragraphs. */
const body = (heading: string, ...paragraphs: string[]) => [`# ${heading}`, ...paragraphs].join('\n\n');

const SITE = { site: 'site.name' } as const;
const ENTRY = { title: 'entry.title', no: 'entry.no' } as const;

function verifyCode(purpose: 'register' | 'reset'): KindSpec {
  return {
    kind: `verify-code.${purpose}`,
    group: 'account',
    fields: ['site.name', 'code.value', 'code.minutes'],
    links: [],
    code: 'code.value',
    defaults: (l) => ({
      subject: retag(l, 'mail.verifyCode.subject', { code: 'code.value', ...SITE }),
      body: body(text(l, purpose === 'register' ? 'mail.verifyCode.headingRegister' : 'mail.verifyCode.headingReset'), retag(l, 'mail.verifyCode.body', { minutes: 'code.minutes' })),
    }),
    footer: (l) => text(l, 'mail.verifyCode.footer'),
  };
}

function payment(event: 'paid' | 'failed' | 'expired' | 'excess' | 'refunded'): KindSpec {
  const marks = { ...SITE, ...ENTRY, fee: 'fee.name', amount: 'fee.amount', order: 'order.no' } as const;
  return {
    kind: `payment.${event}`,
    group: 'payments',
    fields: ['site.name', 'entrant.name', 'entry.title', 'entry.no', 'fee.name', 'fee.amount', 'order.no', 'link.account'],
    links: ['link.account'],
    defaults: (l) => ({
      subject: retag(l, `mail.payment.${event}.subject`, marks),
      body: body(
        text(l, `mail.payment.${event}.heading`),
        retag(l, 'mail.greeting', { name: 'entrant.name' }),
        retag(l, `mail.payment.${event}.body`, marks),
        text(l, `mail.payment.${event}.account`),
        '{{link.account}}',
      ),
    }),
    footer: (l) => text(l, 'mail.payment.footer'),
  };
}

/** An invitation to the jury (services/judging/jury-invitations/) and its reminder, which brings a new link. */
function juryInvitation(mail: 'invite' | 'reminder'): KindSpec {
  const marks = { season: 'season.name', role: 'jury.role', site: 'site.name' } as const;
  return {
    kind: mail === 'invite' ? 'jury-invitation' : 'jury-invitation-reminder',
    group: 'jury',
    fields: ['site.name', 'invitee.name', 'season.name', 'jury.role', 'jury.categories', 'invitation.expires', 'link.invitation'],
    links: ['link.invitation'],
    defaults: (l) => ({
      subject: retag(l, mail === 'invite' ? 'mail.juryInvitation.subject' : 'mail.juryInvitation.reminderSubject', marks),
      body: body(
        text(l, mail === 'invite' ? 'mail.juryInvitation.heading' : 'mail.juryInvitation.reminderHeading'),
        text(l, 'mail.juryInvitation.hello'),
        retag(l, mail === 'invite' ? 'mail.juryInvitation.body' : 'mail.juryInvitation.reminderBody', marks),
        text(l, mail === 'invite' ? 'mail.juryInvitation.accept' : 'mail.juryInvitation.reminderLink'),
        '{{link.invitation}}',
        retag(l, 'mail.juryInvitation.expires', { date: 'invitation.expires' }),
      ),
    }),
    footer: (l) => text(l, 'mail.juryInvitation.footer'),
  };
}

/** A kind as written here: its name and description are lib/texts/mail-kinds.ts's. */
type KindSpec = Omit<MailKindDef, 'title' | 'description'>;

const SPECS: readonly KindSpec[] = [
  verifyCode('register'),
  verifyCode('reset'),
  {
    kind: 'account-exists',
    group: 'account',
    fields: ['site.name', 'link.login', 'link.reset'],
    links: ['link.login', 'link.reset'],
    defaults: (l) => ({
      subject: retag(l, 'mail.accountExists.subject', SITE),
      body: body(text(l, 'mail.accountExists.heading'), text(l, 'mail.accountExists.body'), text(l, 'mail.accountExists.login'), '{{link.login}}', text(l, 'mail.accountExists.reset'), '{{link.reset}}'),
    }),
    footer: (l) => text(l, 'mail.accountExists.footer'),
  },
  {
    kind: 'no-account',
    group: 'account',
    fields: ['site.name', 'link.register'],
    links: ['link.register'],
    defaults: (l) => ({
      subject: retag(l, 'mail.noAccount.subject', SITE),
      body: body(text(l, 'mail.noAccount.heading'), text(l, 'mail.noAccount.body'), text(l, 'mail.noAccount.register'), '{{link.register}}'),
    }),
    footer: (l) => text(l, 'mail.noAccount.footer'),
  },
  {
    kind: 'login-throttled',
    group: 'account',
    fields: ['site.name', 'link.reset'],
    links: ['link.reset'],
    defaults: (l) => ({
      subject: retag(l, 'mail.loginThrottled.subject', SITE),
      body: body(text(l, 'mail.loginThrottled.heading'), text(l, 'mail.loginThrottled.body'), text(l, 'mail.loginThrottled.reset'), '{{link.reset}}'),
    }),
    footer: (l) => text(l, 'mail.loginThrottled.footer'),
  },
  {
    kind: 'entry.submitted',
    group: 'entries',
    fields: ['site.name', 'entrant.name', 'entry.title', 'entry.no', 'entry.category', 'link.account'],
    links: ['link.account'],
    defaults: (l) => ({
      subject: retag(l, 'mail.entrySubmitted.subject', { ...SITE, ...ENTRY }),
      body: body(
        text(l, 'mail.entrySubmitted.heading'),
        retag(l, 'mail.greeting', { name: 'entrant.name' }),
        retag(l, 'mail.entrySubmitted.body', { ...ENTRY, category: 'entry.category' }),
        text(l, 'mail.entrySubmitted.account'),
        '{{link.account}}',
      ),
    }),
    footer: (l) => text(l, 'mail.entrySubmitted.footer'),
  },
  {
    kind: 'entry.awarded',
    group: 'entries',
    fields: ['site.name', 'entrant.name', 'entry.title', 'entry.no', 'award.name', 'link.award'],
    links: ['link.award'],
    defaults: (l) => ({
      subject: retag(l, 'mail.entryAwarded.subject', { ...SITE, ...ENTRY, award: 'award.name' }),
      body: body(
        text(l, 'mail.entryAwarded.heading'),
        retag(l, 'mail.greeting', { name: 'entrant.name' }),
        retag(l, 'mail.entryAwarded.body', { ...ENTRY, award: 'award.name' }),
        text(l, 'mail.entryAwarded.confirm'),
        '{{link.award}}',
      ),
    }),
    footer: (l) => text(l, 'mail.entryAwarded.footer'),
  },
  {
    // The organisers' words of a bulk action (services/bulk/entrant-message.ts) go where the
    // message fields are: `{{message.body}}` alone in a paragraph keeps its paragraphs.
    kind: 'entrant.message',
    group: 'entries',
    fields: ['site.name', 'entrant.name', 'message.subject', 'message.body', 'link.account'],
    links: ['link.account'],
    defaults: (l) => ({
      subject: '{{message.subject}}',
      body: body('{{message.subject}}', retag(l, 'mail.greeting', { name: 'entrant.name' }), '{{message.body}}', text(l, 'mail.entrantMessage.account'), '{{link.account}}'),
    }),
    footer: (l) => text(l, 'mail.entrantMessage.footer'),
  },
  payment('paid'),
  payment('failed'),
  payment('expired'),
  payment('excess'),
  payment('refunded'),
  {
    kind: 'review-reminder',
    group: 'jury',
    fields: ['site.name', 'reviewer.name', 'reviews.left', 'review.round', 'review.deadline', 'link.review'],
    links: ['link.review'],
    defaults: (l) => ({
      subject: retag(l, 'mail.reviewReminder.subjectMany', { ...SITE, left: 'reviews.left', deadline: 'review.deadline' }),
      body: body(
        text(l, 'mail.reviewReminder.heading'),
        retag(l, 'mail.greeting', { name: 'reviewer.name' }),
        retag(l, 'mail.reviewReminder.bodyMany', { left: 'reviews.left', round: 'review.round', deadline: 'review.deadline' }),
        text(l, 'mail.reviewReminder.list'),
        '{{link.review}}',
      ),
    }),
    footer: (l) => text(l, 'mail.reviewReminder.footer'),
  },
  juryInvitation('invite'),
  juryInvitation('reminder'),
  {
    // The organiser's reply is what the mail is for: listed with the links, so a saved text that
    // leaves it out still carries it (templates/custom.ts adds each missing one after the body).
    kind: 'contact-reply',
    group: 'account',
    fields: ['site.name', 'visitor.name', 'contact.subject', 'contact.reply', 'contact.message'],
    links: ['contact.reply'],
    defaults: (l) => ({
      subject: retag(l, 'mail.contactReply.subject', { ...SITE, subject: 'contact.subject' }),
      body: body(text(l, 'mail.contactReply.heading'), retag(l, 'mail.greeting', { name: 'visitor.name' }), '{{contact.reply}}', text(l, 'mail.contactReply.quote'), '{{contact.message}}'),
    }),
    footer: (l) => text(l, 'mail.contactReply.footer'),
  },
];

/** Every mail kind the product sends, in the console's order. */
export const MAIL_KINDS: readonly MailKindDef[] = SPECS.map((spec) => ({
  ...spec,
  title: both((l) => MAIL_KIND_WORDS[l].kinds[spec.kind][0]),
  description: both((l) => MAIL_KIND_WORDS[l].kinds[spec.kind][1]),
}));

const BY_KIND = new Map<string, MailKindDef>(MAIL_KINDS.map((k) => [k.kind, k]));

/** The kind's definition, or undefined for a kind no mail has. */
export const mailKind = (kind: string): MailKindDef | undefined => BY_KIND.get(kind);

/** A kind's sample values in `language`, links on `publicUrl`: what a preview and a test mail say. */
export function sampleValues(def: MailKindDef, language: LanguageCode, site: { siteName: string; publicUrl: string }): MergeValues {
  return Object.fromEntries(
    def.fields.map((f) => {
      const sample: string = MERGE_FIELDS[f].sample[language];
      if (f === 'site.name') return [f, site.siteName];
      return [f, f.startsWith('link.') ? `${site.publicUrl}${sample}` : sample];
    }),
  );
}
