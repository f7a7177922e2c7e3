import { describe, expect, it } from 'vitest';
import { formMessages, NOT_FOUND_TITLE_KEY, PASSWORD_MIN, ROUTES } from '@laurel/contract';
import i18n from 'i18next';
import { enTexts } from './en.ts';
import { zhTexts } from './zh-cn.ts';
import { adminTexts } from './admin.ts';
import { adminContentTexts } from './admin-content.ts';
import { adminDashboardTexts } from './admin-dashboard.ts';
import { adminInvitationTexts } from './admin-invitations.ts';
import { invitationTexts } from './invitations.ts';
import { adminPaymentsTexts } from './admin-payments.ts';
import { adminEntriesTexts } from './admin-entries.ts';
import { adminPeopleTexts } from './admin-people.ts';
import { adminMailTexts } from './admin-mail.ts';
import { adminBulkTexts } from './admin-bulk.ts';
import { adminPrivacyTexts } from './admin-privacy.ts';
import { adminExportTexts } from './admin-exports.ts';
import { adminAuditTexts } from './admin-audit.ts';
import { authTexts } from './auth.ts';
import { certificateTexts } from './certificates.ts';
import { entryTexts } from './entries.ts';
import { entryFormTexts } from './entry-form.ts';
import { juryTexts } from './jury.ts';
import { paymentTexts } from './payments.ts';
import { reviewTexts } from './review.ts';

type Tree = { [key: string]: string | Tree };
const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('translations', () => {
  it.each(['common', 'errors', 'site'] as const)('%s has the same keys in English and Chinese', (ns) => {
    expect(keysOf(zhTexts[ns] as Tree).sort()).toEqual(keysOf(enTexts[ns] as Tree).sort());
  });

  it.each([
    ['auth', authTexts],
    ['entries', entryTexts],
    ['entry-form', entryFormTexts],
    ['payments', paymentTexts],
    ['certificates', certificateTexts],
    ['review', reviewTexts],
    ['jury', juryTexts],
    ['admin', adminTexts],
    ['admin-content', adminContentTexts],
    ['admin-invitations', adminInvitationTexts],
    ['invitations', invitationTexts],
    ['admin-people', adminPeopleTexts],
    ['admin-payments', adminPaymentsTexts],
    ['admin-mail', adminMailTexts],
    ['admin-bulk', adminBulkTexts],
    ['admin-dashboard', adminDashboardTexts],
    ['admin-privacy', adminPrivacyTexts],
    ['admin-exports', adminExportTexts],
    ['admin-audit', adminAuditTexts],
    ['admin-entries', adminEntriesTexts],
  ] as const)('%s (loaded with its pages) has the same keys in English and Chinese', (_ns, texts) => {
    expect(keysOf(texts['zh-CN'] as Tree).sort()).toEqual(keysOf(texts.en as Tree).sort());
  });

  it('has a title for every route and for the not-found page', () => {
    const titles = enTexts.common.title as Record<string, string>;
    for (const key of [...ROUTES.map((r) => r.titleKey), NOT_FOUND_TITLE_KEY]) {
      if (key) expect(titles[key.replace(/^title\./, '')], key).toBeTruthy();
    }
  });

  it("words the form messages exactly as the server's (docs/product.md#form-messages)", () => {
    const t = i18n.getFixedT('en', 'common');
    expect(t('form.required')).toBe(formMessages.required());
    expect(t('form.min', { n: PASSWORD_MIN })).toBe(formMessages.min(PASSWORD_MIN));
    expect(t('form.max', { n: 64 })).toBe(formMessages.max(64));
    expect(t('form.type')).toBe(formMessages.type());
    expect(t('form.pattern')).toBe(formMessages.pattern());
  });
});
