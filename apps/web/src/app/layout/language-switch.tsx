import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@laurel/contract';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '../../i18n/index.ts';

/** English ↔ 简体中文; the button names the language it switches to, in that language. */
export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('common');
  const current = currentLanguage();
  const next: LanguageCode = current === 'en' ? 'zh-CN' : 'en';
  return (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden="true" />}
      block={block}
      className="language-switch"
      aria-label={t('language.switchTo', { name: LANGUAGE_NAMES[next] })}
      onClick={() => void setLanguage(next)}
      data-testid="language-switch"
    >
      <span lang={next}>{LANGUAGE_NAMES[next]}</span>
    </Button>
  );
}
