import { z } from 'zod';
import { Id, IsoDate, Language, oneOf, storableString } from '../../fields.ts';
import { formMessages as m } from '../../messages.ts';
import { defineCall } from '../define.ts';
import { ContentKind } from '../models/content.ts';
import { OptionalDateTime, ZhText } from './fields.ts';

/*
 * The site's words in the console (docs/product.md#content-in-the-console): every slot the public
 * site reads, each language's version of it its own rows (docs/decisions/010-bilingual-content.md),
 * each row with its live text (what the public calls serve) and a draft; publishing copies the
 * draft over. Media reports are items with Chinese twins.
 */

/** Which list of the console a slot is shown in. */
export const CONTENT_GROUPS = ['banners', 'pages', 'faq', 'rules'] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

/**
 * Every slot the public site reads: a kind and its position (docs/product.md#identifiers). The
 * public calls of the single texts (FAQ, privacy, terms, refund, about, contact) read the kind
 * alone, so their rows are kept under their kind as position.
 */
export const CONTENT_SLOTS = [
  { key: 'banner:home', kind: 'banner', position: 'home', group: 'banners' },
  { key: 'other:home-intro', kind: 'other', position: 'home-intro', group: 'pages' },
  { key: 'about:about', kind: 'about', position: 'about', group: 'pages' },
  { key: 'contact:contact', kind: 'contact', position: 'contact', group: 'pages' },
  { key: 'privacy:privacy', kind: 'privacy', position: 'privacy', group: 'pages' },
  { key: 'terms:terms', kind: 'terms', position: 'terms', group: 'pages' },
  { key: 'refund:refund', kind: 'refund', position: 'refund', group: 'pages' },
  { key: 'faq:faq', kind: 'faq', position: 'faq', group: 'faq' },
  { key: 'rules:entry', kind: 'rules', position: 'entry', group: 'rules' },
  { key: 'rules:judging', kind: 'rules', position: 'judging', group: 'rules' },
  { key: 'rules:fees', kind: 'rules', position: 'fees', group: 'rules' },
] as const satisfies readonly { key: string; kind: ContentKind; position: string; group: ContentGroup }[];

export type ContentSlotKey = (typeof CONTENT_SLOTS)[number]['key'];
export const CONTENT_SLOT_KEYS = CONTENT_SLOTS.map((s) => s.key) as [ContentSlotKey, ...ContentSlotKey[]];
export const ContentSlotKeySchema = oneOf(CONTENT_SLOT_KEYS);

/** Kinds whose public call takes a position; the others are read by kind alone. */
export const POSITIONED_KINDS: readonly ContentKind[] = ['banner', 'other', 'rules'];

export const CONTENT_TITLE_MAX = 200;
/** A body's HTML as sent: a long legal text fits, a pasted document with embedded images does not. */
export const CONTENT_BODY_MAX = 100_000;
/** A banner's line under its title (plain text). */
export const BANNER_TEXT_MAX = 300;
export const CONTENT_URL_MAX = 2000;
export const CONTENT_BLOCKS_PER_SLOT_MAX = 50;

/** A block's texts: the live ones or its draft. */
export const ContentVersion = z.object({
  title: z.string(),
  /** Sanitised HTML; a banner's is plain text. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
});
export type ContentVersion = z.infer<typeof ContentVersion>;

export const AdminContentBlock = z.object({
  id: z.number().int(),
  language: Language,
  sort: z.number().int(),
  /** Shown on the public site (within its schedule, for a banner). */
  isPublished: z.boolean(),
  /** What the public calls serve when published. Empty until first published. */
  live: ContentVersion,
  /** Unpublished changes; null when there are none. */
  draft: ContentVersion.nullable(),
  startsAt: IsoDate.nullable(),
  endsAt: IsoDate.nullable(),
  publishedAt: IsoDate.nullable(),
  updatedAt: IsoDate,
  /** Who last changed it, by name. */
  updatedBy: z.string().nullable(),
});
export type AdminContentBlock = z.infer<typeof AdminContentBlock>;

/** published: every block is live as written; draft: something waits to be published; empty: no block. */
export const ContentSlotState = z.enum(['published', 'draft', 'empty']);
export type ContentSlotState = z.infer<typeof ContentSlotState>;

export const ContentSlotLanguage = z.object({
  state: ContentSlotState,
  blocks: z.number().int(),
  published: z.number().int(),
  drafts: z.number().int(),
  /** Banners: the blocks the public sees now (published and within their schedule). */
  showingNow: z.number().int(),
  /** Banners: the next start or end of a published block's schedule, if any. */
  nextChangeAt: IsoDate.nullable(),
  updatedAt: IsoDate.nullable(),
});
export type ContentSlotLanguage = z.infer<typeof ContentSlotLanguage>;

export const ContentSlotSummary = z.object({
  slot: ContentSlotKeySchema,
  kind: ContentKind,
  position: z.string(),
  group: z.enum(CONTENT_GROUPS),
  en: ContentSlotLanguage,
  'zh-CN': ContentSlotLanguage,
});
export type ContentSlotSummary = z.infer<typeof ContentSlotSummary>;

export const AdminContentSlot = z.object({
  slot: ContentSlotKeySchema,
  kind: ContentKind,
  position: z.string(),
  group: z.enum(CONTENT_GROUPS),
  en: z.array(AdminContentBlock),
  'zh-CN': z.array(AdminContentBlock),
});
export type AdminContentSlot = z.infer<typeof AdminContentSlot>;

export const listContentSlots = defineCall({
  method: 'GET',
  path: '/admin/content/slots',
  summary: 'Every content slot of the public site with its state in each language',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(ContentSlotSummary),
});

export const getContentSlot = defineCall({
  method: 'GET',
  path: '/admin/content/slot',
  summary: "One slot's blocks in both languages, live and draft",
  tag: 'admin',
  auth: 'staff:read',
  query: z.object({ slot: ContentSlotKeySchema }),
  response: AdminContentSlot,
});

/** A link or image address: checked again by the server, which drops what is not http(s) or a path. */
const ContentUrl = storableString(m.type).trim().max(CONTENT_URL_MAX, m.max(CONTENT_URL_MAX)).nullable();

export const SaveContentDraftRequest = z.object({
  slot: ContentSlotKeySchema,
  language: Language,
  /** null: a new block, last of its language. */
  id: Id.nullable(),
  title: ZhText(CONTENT_TITLE_MAX),
  /** HTML (sanitised on save); plain text for a banner. */
  body: storableString(m.type).max(CONTENT_BODY_MAX, m.max(CONTENT_BODY_MAX)),
  imageUrl: ContentUrl,
  linkUrl: ContentUrl,
  /** Banners only (ignored for other kinds), and applied at once: the schedule of what is published. */
  startsAt: OptionalDateTime,
  endsAt: OptionalDateTime,
});
export type SaveContentDraftRequest = z.input<typeof SaveContentDraftRequest>;

export const saveContentDraft = defineCall({
  method: 'POST',
  path: '/admin/content/saveDraft',
  summary: "Save a block's draft in one language (a new block when id is null); a banner's schedule",
  tag: 'admin',
  auth: 'staff:content',
  body: SaveContentDraftRequest,
  response: AdminContentSlot,
});

export const ContentBlockRef = z.object({ id: Id });

export const publishContent = defineCall({
  method: 'POST',
  path: '/admin/content/publish',
  summary: 'Publish a block: its draft becomes what the public site shows, at once',
  tag: 'admin',
  auth: 'staff:content',
  body: ContentBlockRef,
  response: AdminContentSlot,
});

export const unpublishContent = defineCall({
  method: 'POST',
  path: '/admin/content/unpublish',
  summary: 'Take a block off the public site (its texts are kept)',
  tag: 'admin',
  auth: 'staff:content',
  body: ContentBlockRef,
  response: AdminContentSlot,
});

export const deleteContentBlock = defineCall({
  method: 'POST',
  path: '/admin/content/delete',
  summary: 'Delete a block',
  tag: 'admin',
  auth: 'staff:content',
  body: ContentBlockRef,
  response: AdminContentSlot,
});

export const ReorderContentRequest = z.object({
  slot: ContentSlotKeySchema,
  language: Language,
  /** Every block of the slot in that language, once, in the new order. */
  ids: z.array(Id).max(CONTENT_BLOCKS_PER_SLOT_MAX, m.max(CONTENT_BLOCKS_PER_SLOT_MAX)),
});
export type ReorderContentRequest = z.input<typeof ReorderContentRequest>;

export const reorderContent = defineCall({
  method: 'POST',
  path: '/admin/content/reorder',
  summary: 'Put the blocks of one slot and language in a new order',
  tag: 'admin',
  auth: 'staff:content',
  body: ReorderContentRequest,
  response: AdminContentSlot,
});

// Media reports

export const MEDIA_TITLE_MAX = 300;
export const MEDIA_OUTLET_MAX = 120;
export const MEDIA_SUMMARY_MAX = 2000;

export const AdminMediaReport = z.object({
  id: z.number().int(),
  title: z.string(),
  titleZh: z.string(),
  outlet: z.string(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  /** Plain text. */
  summary: z.string(),
  summaryZh: z.string(),
  publishedAt: IsoDate,
  isPublished: z.boolean(),
});
export type AdminMediaReport = z.infer<typeof AdminMediaReport>;

export const listAdminMediaReports = defineCall({
  method: 'GET',
  path: '/admin/mediaReports',
  summary: 'Every media report, newest first, published or not',
  tag: 'admin',
  auth: 'staff:read',
  response: z.array(AdminMediaReport),
});

export const SaveMediaReportRequest = z.object({
  id: Id.nullable(),
  title: storableString().trim().min(1, m.required()).max(MEDIA_TITLE_MAX, m.max(MEDIA_TITLE_MAX)),
  titleZh: ZhText(MEDIA_TITLE_MAX),
  outlet: storableString().trim().min(1, m.required()).max(MEDIA_OUTLET_MAX, m.max(MEDIA_OUTLET_MAX)),
  /** The article: http(s) only. */
  url: storableString().trim().min(1, m.required()).max(CONTENT_URL_MAX, m.max(CONTENT_URL_MAX)).pipe(z.url({ protocol: /^https?$/, error: m.pattern() })),
  imageUrl: ContentUrl,
  summary: ZhText(MEDIA_SUMMARY_MAX),
  summaryZh: ZhText(MEDIA_SUMMARY_MAX),
  /** The article's date, `YYYY-MM-DD` (a date and time is read for its date). */
  publishedAt: storableString()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/, m.pattern())
    .refine((d) => !Number.isNaN(Date.parse(`${d.slice(0, 10)}T00:00:00Z`)), { error: m.pattern() }),
  isPublished: z.boolean({ error: m.type() }),
});
export type SaveMediaReportRequest = z.input<typeof SaveMediaReportRequest>;

export const saveMediaReport = defineCall({
  method: 'POST',
  path: '/admin/mediaReports/save',
  summary: 'Add or change a media report',
  tag: 'admin',
  auth: 'staff:content',
  body: SaveMediaReportRequest,
  response: z.array(AdminMediaReport),
});

export const deleteMediaReport = defineCall({
  method: 'POST',
  path: '/admin/mediaReports/delete',
  summary: 'Delete a media report',
  tag: 'admin',
  auth: 'staff:content',
  body: ContentBlockRef,
  response: z.array(AdminMediaReport),
});


// Images

/** What a console image is for: site content, always public (the file kinds of services/files). */
export const CONTENT_IMAGE_USES = ['banner', 'content', 'jury', 'media', 'category'] as const;
export type ContentImageUse = (typeof CONTENT_IMAGE_USES)[number];

export const UploadedContentImage = z.object({
  fileId: z.number().int(),
  /** The public address to store in a block, profile or report (`/files/{id}/{size}`). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedContentImage = z.infer<typeof UploadedContentImage>;

export const uploadContentImage = defineCall({
  method: 'POST',
  path: '/admin/content/uploadImage',
  summary: 'Upload one image for the site (multipart: fields "kind" = image and "use", then part "file"), checked and stored like an entry image',
  tag: 'admin',
  auth: 'staff:content',
  // An attempt limit, as for entry images.
  refusals: [429],
  // The form fields beside the `file` part, sent before it.
  body: z.object({ kind: oneOf(['image'] as const).default('image'), use: oneOf(CONTENT_IMAGE_USES) }),
  response: UploadedContentImage,
});

export const contentCalls = {
  listContentSlots,
  getContentSlot,
  saveContentDraft,
  publishContent,
  unpublishContent,
  deleteContentBlock,
  reorderContent,
  listAdminMediaReports,
  saveMediaReport,
  deleteMediaReport,
  uploadContentImage,
} as const;
