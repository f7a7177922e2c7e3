import type { RouteDef } from '@laurel/contract';
import en from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import { E2E_SITE_NAME } from './env.ts';
import type { DemoRole } from './fixtures.ts';

/** A route's document title, `Page name - {site}` (docs/product.md#routes). */
export const titleOf = (route: RouteDef) => {
  const key = route.titleKey?.replace(/^title\./, '') as keyof typeof en.title | undefined;
  return key ? `${en.title[key]} - ${E2E_SITE_NAME}` : '';
};

/** The demo account each wrapper lets in. */
export const roleFor: Record<NonNullable<RouteDef['wrapper']>, DemoRole> = {
  auth: 'entrant',
  'only-jury': 'judge',
  'jury-level-sub-jury': 'secondJudge',
  'sub-jury': 'subJudge',
  'jury-auth': 'judge',
};
