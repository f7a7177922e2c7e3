import { pageTitle, type RouteDef } from '@laurel/contract';
import en from '../../apps/web/src/i18n/locales/en/common.json' with { type: 'json' };
import zh from '../../apps/web/src/i18n/locales/zh-CN/common.json' with { type: 'json' };
import { E2E_SITE_NAME } from './env.ts';
import type { DemoRole } from './fixtures.ts';

const TITLES = { en: en.title, 'zh-CN': zh.title } as const;

/** A route's document title in a language, `Page name - {site}` (docs/product.md#routes). */
export const titleOf = (route: RouteDef, lang: 'en' | 'zh-CN' = 'en') => {
  const key = route.titleKey?.replace(/^title\./, '') as keyof typeof en.title | undefined;
  return key ? pageTitle(TITLES[lang][key], E2E_SITE_NAME) : '';
};

/** The demo account each wrapper lets in. */
export const roleFor: Record<NonNullable<RouteDef['wrapper']>, DemoRole> = {
  auth: 'entrant',
  'only-jury': 'judge',
  'jury-level-sub-jury': 'secondJudge',
  'sub-jury': 'subJudge',
  'jury-auth': 'judge',
  staff: 'admin',
};
