import { useEffect, useRef, type KeyboardEvent } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ENTRY_LISTS, type EntryListKind } from '../../../lib/queries/entry-queries.ts';
import { EntryList } from './entry-list.tsx';
import '../../../i18n/auth.ts';

const KINDS = Object.keys(ENTRY_LISTS) as EntryListKind[];
const isKind = (value: string | null): value is EntryListKind => KINDS.includes(value as EntryListKind);

/**
 * The entrant's entries and awards, this season and earlier; the tab is kept in the URL.
 *
 * A tab list of its own rather than antd's Tabs: on a narrow screen antd folds the tabs that do
 * not fit into a "…" menu and, scrolling them itself, resets the bar's own scroll on every focus.
 * Here the bar scrolls sideways like any other content (docs/product.md#the-accounts-entries),
 * with the keyboard of the WAI-ARIA tabs pattern: arrows, Home and End move and select.
 */
export function EntryTabs() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active = isKind(tab) ? tab : 'current';
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<Partial<Record<EntryListKind, HTMLButtonElement | null>>>({});

  // The selected tab in view inside the bar (the page itself does not move).
  useEffect(() => {
    const list = listRef.current;
    const selected = tabRefs.current[active];
    if (!list || !selected) return;
    const start = selected.offsetLeft;
    const end = start + selected.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [active]);

  const select = (kind: EntryListKind) => setParams(kind === 'current' ? {} : { tab: kind }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = KINDS.indexOf(active);
    const next = {
      ArrowRight: KINDS[(index + 1) % KINDS.length],
      ArrowLeft: KINDS[(index - 1 + KINDS.length) % KINDS.length],
      Home: KINDS[0],
      End: KINDS[KINDS.length - 1],
    }[event.key];
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="account-section" aria-labelledby="account-entries">
      <div className="account-section__head">
        <h2 id="account-entries" className="account-section__title">
          {t('account.entries')}
        </h2>
        <ButtonLink type="primary" icon={<PlusOutlined />} to="/steps">
          {t('account.startEntry')}
        </ButtonLink>
      </div>
      <div className="entry-tabs__list" role="tablist" aria-labelledby="account-entries" ref={listRef}>
        {KINDS.map((kind) => (
          <button
            key={kind}
            ref={(node) => {
              tabRefs.current[kind] = node;
            }}
            type="button"
            role="tab"
            id={`entry-tab-${kind}`}
            className="entry-tabs__tab"
            aria-selected={kind === active}
            aria-controls="entry-tab-panel"
            tabIndex={kind === active ? 0 : -1}
            onClick={() => select(kind)}
            onKeyDown={onKeyDown}
          >
            {t(`account.tabs.${kind}`)}
          </button>
        ))}
      </div>
      <div className="entry-tabs__panel" role="tabpanel" id="entry-tab-panel" aria-labelledby={`entry-tab-${active}`}>
        <EntryList key={active} kind={active} />
      </div>
    </section>
  );
}
