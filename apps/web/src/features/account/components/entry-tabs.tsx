import { Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link.tsx';
import { ENTRY_LISTS, type EntryListKind } from '../../../lib/queries/entry-queries.ts';
import { EntryList } from './entry-list.tsx';

const KINDS = Object.keys(ENTRY_LISTS) as EntryListKind[];
const isKind = (value: string | null): value is EntryListKind => KINDS.includes(value as EntryListKind);

/** The entrant's entries and awards, this season and earlier; the tab is kept in the URL. */
export function EntryTabs() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active = isKind(tab) ? tab : 'current';
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
      <Tabs
        className="entry-tabs"
        activeKey={active}
        onChange={(key) => setParams(key === 'current' ? {} : { tab: key }, { replace: true })}
        items={KINDS.map((kind) => ({
          key: kind,
          label: t(`account.tabs.${kind}`),
          children: <EntryList kind={kind} />,
        }))}
        destroyOnHidden
      />
    </section>
  );
}
