import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGES, type LanguageCode, type MailKindSummary } from '@laurel/contract';
import { useMailTemplates } from '../api/mail.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useWordsIn } from '../model/use-words-in.ts';
import '../../../i18n/admin-mail.ts';
import '../components/mail.css';

/** `/admin/mail`: every mail the site sends, by group, each language default or customised (docs/product.md#mail-templates). */
export default function MailTemplatesPage() {
  const { t } = useTranslation('admin-mail');
  const words = useWordsIn();
  const templates = useMailTemplates();
  const groups = [...new Set((templates.data ?? []).map((k) => k.group))];
  return (
    <ConsoleShell title={t('list.title')}>
      <p className="console-muted">{t('list.intro')}</p>
      <QueryState query={templates}>
        {groups.map((group) => (
          <section key={group} className="console-section mail-group" aria-labelledby={`mail-group-${group}`}>
            <h2 id={`mail-group-${group}`}>{t(`groups.${group}`, { defaultValue: group })}</h2>
            <ul className="mail-list">
              {(templates.data ?? [])
                .filter((k) => k.group === group)
                .map((k) => (
                  <MailRow key={k.kind} kind={k} title={words(k.title)} description={words(k.description)} />
                ))}
            </ul>
          </section>
        ))}
      </QueryState>
    </ConsoleShell>
  );
}

function MailRow({ kind, title, description }: { kind: MailKindSummary; title: string; description: string }) {
  const { t } = useTranslation('admin-mail');
  const state = (l: LanguageCode) => (kind.customised[l] ? t('list.customised') : t('list.default'));
  return (
    <li className="mail-list__item">
      <div className="mail-list__text">
        <Link to={`/admin/mail/edit?kind=${encodeURIComponent(kind.kind)}`} aria-label={t('list.edit', { title })}>
          {title}
        </Link>
        <p className="console-muted">{description}</p>
      </div>
      <div className="mail-list__states">
        {LANGUAGES.map((l) => (
          <Tag key={l} color={kind.customised[l] ? 'gold' : undefined}>
            {t('list.state', { language: t(`languages.${l}`), state: state(l) })}
          </Tag>
        ))}
      </div>
    </li>
  );
}
