import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_GROUPS, LANGUAGES, type ContentSlotLanguage, type ContentSlotSummary } from '@laurel/contract';
import { useContentSlots } from '../api/content.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { slotText } from '../model/content-slot-text.ts';
import '../../../i18n/admin-content.ts';
import '../components/content-console.css';

const STATE_COLOR = { published: 'green', draft: 'gold', empty: 'default' } as const;

function LanguageState({ language, state }: { language: string; state: ContentSlotLanguage }) {
  const { t } = useTranslation('admin-content');
  return (
    <Tag color={STATE_COLOR[state.state]}>
      {t(`language.${language}`)}: {t(`state.${state.state}`)}
      {state.state === 'draft' ? ` (${state.drafts})` : ''}
    </Tag>
  );
}

function SlotRow({ slot }: { slot: ContentSlotSummary }) {
  const { t } = useTranslation('admin-content');
  const formatDateTime = useFormatDateTime();
  const banner = slot.kind === 'banner';
  return (
    <li className="console-card content-slot">
      <div className="content-slot__head">
        <h3 className="content-slot__name">
          <Link to={`/admin/content/edit?slot=${encodeURIComponent(slot.slot)}`}>{t(`slot.${slotText(slot.slot)}`)}</Link>
        </h3>
        <p className="console-muted content-slot__where">{t(`where.${slotText(slot.slot)}`)}</p>
      </div>
      <div className="content-slot__states">
        {LANGUAGES.map((language) => (
          <LanguageState key={language} language={language} state={slot[language]} />
        ))}
      </div>
      {banner ? (
        <p className="console-muted content-slot__schedule">
          {LANGUAGES.map((language) =>
            t('showingNow', { language: t(`language.${language}`), count: slot[language].showingNow }) +
            (slot[language].nextChangeAt ? ` ${t('nextChange', { date: formatDateTime(slot[language].nextChangeAt) })}` : ''),
          ).join(' · ')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * `/admin/content`: every slot of the public site by group (banners, pages, FAQ, rules) with
 * its state in each language, and media reports; each opens its editor.
 */
export default function ContentPage() {
  const { t } = useTranslation('admin-content');
  const slots = useContentSlots();
  return (
    <ConsoleShell title={t('title')}>
      <p className="console-muted">{t('lead')}</p>
      <QueryState query={slots}>
        {CONTENT_GROUPS.map((group) => (
          <section key={group} className="console-section" aria-labelledby={`content-group-${group}`}>
            <h2 id={`content-group-${group}`}>{t(`group.${group}`)}</h2>
            <ul className="content-slots">
              {(slots.data ?? [])
                .filter((s) => s.group === group)
                .map((slot) => (
                  <SlotRow key={slot.slot} slot={slot} />
                ))}
            </ul>
          </section>
        ))}
        <section className="console-section" aria-labelledby="content-group-media">
          <h2 id="content-group-media">{t('group.media')}</h2>
          <p>
            <Link to="/admin/content/media">{t('media.open')}</Link>
          </p>
        </section>
      </QueryState>
    </ConsoleShell>
  );
}
