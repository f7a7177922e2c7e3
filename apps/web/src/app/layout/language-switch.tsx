import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { LanguageCode } from '@laurel/contract';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '../../i18n/index.ts';

/**
 * English ↔ 简体中文; the control names the language it switches to, in that language. A link to
 * the same page with `?lang=`, so it works before the app runs on a server-rendered page (the
 * server then sets the language cookie, apps/server/src/plugins/static-spa.ts); once the app
 * runs, it switches in place.
 */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const current = currentLanguage();
  const next: LanguageCode = current === 'en' ? 'zh-CN' : 'en';
  const query = new URLSearchParams(search);
  query.set('lang', next);
  return (
    <Button
      type="text"
      href={`${pathname}?${query.toString()}`}
      icon={<GlobalOutlined aria-hidden="true" />}
      block={block}
      className="language-switch"
      aria-label={t('language.switchTo', { name: LANGUAGE_NAMES[next] })}
      onClick={(event) => {
        event.preventDefault();
        void setLanguage(next);
      }}
      data-testid="language-switch"
    >
      <span lang={next}>{LANGUAGE_NAMES[next]}</span>
    </Button>
  );
}
