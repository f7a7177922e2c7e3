import { z } from 'zod';
import { IsoDate } from '../../fields.ts';

/*
 * Public content (docs/product.md#content). Texts come in the request's language
 * (Accept-Language), falling back to English; HTML bodies are sanitised by the server.
 */

/**
 * Which kind of text a content block is; `position` then picks its slot
 * (docs/product.md#identifiers).
 */
export const ContentKind = z.enum([
  'banner',
  'other',
  'rules',
  'faq',
  'privacy',
  'terms',
  'refund',
  'about',
  'contact',
]);
export type ContentKind = z.infer<typeof ContentKind>;

/**
 * The `type` of `privacyPolicyAndFaqs` (docs/product.md#identifiers). Terms
 * and refund policy are served the same way so `/terms` and `/refund-policy` need no call of
 * their own (docs/product.md#routes lists the pages; docs/product.md#public-calls has no call for
 * them).
 */
export const ContentTextType = z.enum(['privacy', 'faq', 'terms', 'refund']);
export type ContentTextType = z.infer<typeof ContentTextType>;

/** A titled block of HTML in a slot: `other`, rules, privacy, terms, about, contact. */
export const ContentBlock = z.object({
  id: z.number().int(),
  kind: ContentKind,
  position: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
  updatedAt: IsoDate,
});
export type ContentBlock = z.infer<typeof ContentBlock>;

/**
 * One slide of the full-bleed banner (docs/product.md#look-and-feel); `text` is plain, not HTML.
 */
export const Banner = z.object({
  id: z.number().int(),
  position: z.string(),
  title: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;

export const FaqItem = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  sort: z.number().int(),
});
export type FaqItem = z.infer<typeof FaqItem>;

/** `faqAndPrivacy`: the FAQ page shows both (docs/product.md#public-calls names them together). */
export const FaqAndPrivacy = z.object({
  faq: z.array(FaqItem),
  privacy: z.array(ContentBlock),
});
export type FaqAndPrivacy = z.infer<typeof FaqAndPrivacy>;

export const MediaReport = z.object({
  id: z.number().int(),
  title: z.string(),
  outlet: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  summary: z.string(),
  publishedAt: IsoDate,
});
export type MediaReport = z.infer<typeof MediaReport>;

/** A public jury profile (not an account: docs/product.md#content). */
export const JuryProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  sort: z.number().int(),
});
export type JuryProfile = z.infer<typeof JuryProfile>;

/** One entry of the phone area-code picker (`getGlobalAreaCode`). */
export const AreaCode = z.object({
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  name: z.string(),
  /** e.g. `+86`. */
  dialCode: z.string(),
});
export type AreaCode = z.infer<typeof AreaCode>;
