/**
 * Limits of the entry, jury and content calls (docs/product.md#constants):
 * these are the ones the published rules state (demo content: a description of up to
 * 2,000 characters, up to ten images) or what an award site needs. Server and forms share them.
 */
export const ENTRY_TITLE_MAX = 200;
export const ENTRY_DESCRIPTION_MAX = 2000;
export const ENTRY_CREDITS_MAX = 2000;
export const ENTRY_IMAGES_MAX = 10;
/**
 * The long edge, in pixels, below which the form warns that an image may look soft to the jury
 * (it is still accepted). The server's `IMAGE_MIN_LONG_EDGE` sets it; this is its default.
 */
export const IMAGE_MIN_LONG_EDGE_DEFAULT = 1600;
/** `/steps` has four steps: category, details, images, review (docs/product.md#entrant-journey). */
export const ENTRY_STEPS = ['category', 'details', 'images', 'review'] as const;
export const WINNER_TEXT_MAX = 2000;

/** Agent and invitation codes. */
export const CODE_MAX = 32;
/** A profile's company name (invoices carry it). */
export const COMPANY_MAX = 200;
export const KEYWORD_MAX = 100;
export const NOTE_MAX = 500;

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const TROPHY_QUANTITY_MAX = 20;

/** A review proposes an award level or none, with a score of 1–10 (docs/product.md#reviews). */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;
export const REVIEW_COMMENT_MAX = 2000;
/** A season scores on at most this many criteria. */
export const REVIEW_CRITERIA_MAX = 12;
/** Why a reviewer declares a conflict of interest. */
export const CONFLICT_REASON_MAX = 500;

export const SUB_JUDGES_PER_ENTRY_MAX = 20;
/** One `batchShow` or `batchDownloadZip` covers at most this many entries. */
export const BATCH_SHOW_MAX = 500;
export const BATCH_ZIP_MAX = 200;

export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
