import { auditCalls } from './audit.ts';
import { awardLevelCalls } from './award-levels.ts';
import { bulkCalls } from './bulk.ts';
import { categoryCalls } from './categories.ts';
import { codeCalls } from './codes.ts';
import { contactCalls } from './contact.ts';
import { contentCalls } from './content.ts';
import { criteriaCalls } from './criteria.ts';
import { dashboardCalls } from './dashboard.ts';
import { adminEntryCalls } from './entries.ts';
import { entryFormCalls } from './entry-form.ts';
import { exportCalls } from './exports.ts';
import { juryProfileCalls } from './jury-profiles.ts';
import { juryInvitationCalls } from './invitations.ts';
import { mailCalls } from './mail.ts';
import { paymentDeskCalls } from './payments.ts';
import { peopleCalls } from './people.ts';
import { privacyCalls } from './privacy.ts';
import { savedViewCalls } from './saved-views.ts';
import { seasonCalls } from './seasons.ts';
import { staffCalls } from './staff.ts';

export * from './audit.ts';
export * from './award-levels.ts';
export * from './bulk.ts';
export * from './categories.ts';
export * from './codes.ts';
export * from './contact.ts';
export * from './content.ts';
export * from './criteria.ts';
export * from './dashboard.ts';
export * from './entries.ts';
export * from './entry-form.ts';
export * from './exports.ts';
export * from './fields.ts';
export * from './jury-profiles.ts';
export * from './invitations.ts';
export * from './mail.ts';
export * from './payments.ts';
export * from './people.ts';
export * from './privacy.ts';
export * from './saved-views.ts';
export * from './seasons.ts';
export * from './staff.ts';

/** The organisers' console (docs/product.md#organisers-console), all under `/admin`. */
export const adminCalls = {
  ...staffCalls,
  ...seasonCalls,
  ...categoryCalls,
  ...awardLevelCalls,
  ...criteriaCalls,
  ...codeCalls,
  ...entryFormCalls,
  ...juryInvitationCalls,
  ...peopleCalls,
  ...privacyCalls,
  ...juryProfileCalls,
  ...contentCalls,
  ...mailCalls,
  ...paymentDeskCalls,
  ...bulkCalls,
  ...dashboardCalls,
  ...exportCalls,
  ...auditCalls,
  ...contactCalls,
  ...adminEntryCalls,
  ...savedViewCalls,
} as const;
