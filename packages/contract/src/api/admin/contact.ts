import { z } from 'zod';
import { Flag, Id, Language, QueryFlag, optionalString, requiredString } from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { CONTACT_MESSAGE_MAX } from '../limits.ts';
import { defineCall } from '../define.ts';

/*
 * The contact form's messages in the console (docs/product.md#contact-messages): read by anyone
 * with the console's read permission; answered, or marked answered, with `people` — a reply is
 * the organisers speaking to a person, as a jury invitation is, and the mail log that shows it is
 * `people` too.
 */

export const CONTACT_SEARCH_MAX = 100;
/** A reply as long as the longest message a visitor may send. */
export const CONTACT_REPLY_MAX = CONTACT_MESSAGE_MAX;

export const ContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The visitor's account when they were logged in. */
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  repliedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The reply sent from the console; null when marked replied without one. */
  reply: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessagesQuery = PageQuery.extend({
  /** true: only replied; false: only waiting for a reply; absent: both. */
  replied: QueryFlag.optional(),
  /** Part of the name, address, subject or message, matched literally. */
  q: optionalString(CONTACT_SEARCH_MAX),
});
export type ContactMessagesQuery = z.input<typeof ContactMessagesQuery>;

export const listContactMessages = defineCall({
  method: 'GET',
  path: '/admin/contactMessages',
  summary: 'Contact-form messages, newest first, replied or not, by a text (paged)',
  tag: 'admin',
  auth: 'staff:read',
  query: ContactMessagesQuery,
  response: pageResult(ContactMessage),
});

export const ReplyContactRequest = z.object({
  id: Id,
  reply: requiredString(CONTACT_REPLY_MAX),
  /** The mail's language (its greeting, quote and footer). */
  language: Language,
  /** A message already replied to is refused unless this is true. */
  again: Flag.default(false),
});
export type ReplyContactRequest = z.input<typeof ReplyContactRequest>;

export const replyContactMessage = defineCall({
  method: 'POST',
  path: '/admin/contactMessages/reply',
  summary: 'Reply to a contact message by mail (through the outbox), quoting it; marks it replied',
  tag: 'admin',
  auth: 'staff:people',
  body: ReplyContactRequest,
  response: ContactMessage,
});

export const setContactMessageReplied = defineCall({
  method: 'POST',
  path: '/admin/contactMessages/setReplied',
  summary: 'Mark a contact message replied (answered elsewhere) or waiting, without mail',
  tag: 'admin',
  auth: 'staff:people',
  body: z.object({ id: Id, replied: Flag }),
  response: ContactMessage,
});

export const contactCalls = {
  listContactMessages,
  replyContactMessage,
  setContactMessageReplied,
} as const;
