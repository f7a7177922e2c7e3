import { z } from 'zod';
import { Email, IsoDate, Name, Position, oneOf, requiredString } from '../../fields.ts';
import { PageQuery, pageResult } from '../../paging.ts';
import { defineCall } from '../define.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '../limits.ts';
import {
  Banner,
  ContentBlock,
  ContentTextType,
  FaqAndPrivacy,
  JuryProfile,
  MediaReport,
} from '../models/content.ts';

/**
 * Public content calls of docs/product.md#public-calls (GET /index/...): anyone may read them
 * (docs/product.md#roles-and-identities).
 */

/**
 * `position` is the content-slot key of banners, other content and rules
 * (docs/product.md#identifiers).
 */
export const PositionRequest = z.object({ position: Position });
export type PositionRequest = z.input<typeof PositionRequest>;

/**
 * `type` selects privacy policy or FAQ content (docs/product.md#identifiers); terms and refund
 * policy too.
 */
export const ContentTypeRequest = z.object({ type: oneOf(ContentTextType.options) });
export type ContentTypeRequest = z.input<typeof ContentTypeRequest>;

export const getBanners = defineCall({
  method: 'GET',
  path: '/index/banner',
  summary: 'Banner slides of one position, in order',
  tag: 'public',
  auth: 'public',
  query: PositionRequest,
  response: z.array(Banner),
});

export const getOtherContent = defineCall({
  method: 'GET',
  path: '/index/other',
  summary: 'Other content blocks of one position (home intro and the like)',
  tag: 'public',
  auth: 'public',
  query: PositionRequest,
  response: z.array(ContentBlock),
});

export const getRules = defineCall({
  method: 'GET',
  path: '/index/rules',
  summary: 'Rule sections of one position (entry, judging, fees…)',
  tag: 'public',
  auth: 'public',
  query: PositionRequest,
  response: z.array(ContentBlock),
});

export const getFaqAndPrivacy = defineCall({
  method: 'GET',
  path: '/index/faqAndPrivacy',
  summary: 'FAQ questions and the privacy policy together',
  tag: 'public',
  auth: 'public',
  response: FaqAndPrivacy,
});

export const getPrivacyPolicyAndFaqs = defineCall({
  method: 'GET',
  path: '/index/privacyPolicyAndFaqs',
  summary: 'The blocks of one text: privacy, faq, terms or refund',
  tag: 'public',
  auth: 'public',
  query: ContentTypeRequest,
  response: z.array(ContentBlock),
});

/** null until the organisers write the text, so the page can show its empty state. */
export const getContact = defineCall({
  method: 'GET',
  path: '/index/contact',
  summary: "The organisers' contact details",
  tag: 'public',
  auth: 'public',
  response: ContentBlock.nullable(),
});

export const getAbout = defineCall({
  method: 'GET',
  path: '/index/about',
  summary: 'The about text',
  tag: 'public',
  auth: 'public',
  response: ContentBlock.nullable(),
});

export const listMediaReports = defineCall({
  method: 'GET',
  path: '/index/mediaReport',
  summary: 'Press coverage, newest first',
  tag: 'public',
  auth: 'public',
  query: PageQuery,
  response: pageResult(MediaReport),
});

export const getJury = defineCall({
  method: 'GET',
  path: '/index/jury',
  summary: 'Published jury profiles, in order',
  tag: 'public',
  auth: 'public',
  response: z.array(JuryProfile),
});

/**
 * The contact form (docs/product.md#public-calls leaves the payload open; docs/product.md#content
 * keeps messages received).
 */
export const SubmitContactRequest = z.object({
  name: Name,
  email: Email,
  subject: requiredString(CONTACT_SUBJECT_MAX),
  message: requiredString(CONTACT_MESSAGE_MAX),
});
export type SubmitContactRequest = z.input<typeof SubmitContactRequest>;

export const SubmitContactResponse = z.object({ id: z.number().int(), receivedAt: IsoDate });

export const submitContact = defineCall({
  method: 'POST',
  path: '/index/submitContact',
  summary: 'Send a message to the organisers',
  tag: 'public',
  auth: 'public',
  // An attempt limit (docs/product.md#api-conventions).
  refusals: [429],
  body: SubmitContactRequest,
  response: SubmitContactResponse,
});
