import { useState } from 'react';
import { Pagination, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ENTRY_LIST_PAGE_SIZE, type EntryListKind } from '../../../lib/queries/entry-queries.ts';
import { useEntryList } from '../api/entry-lists.ts';
import { EntryItem } from './entry-item.tsx';
import '../../../i18n/auth.ts';

/** One tab of the account: a paged list, or an empty state that says what to do next. */
export function EntryList({ kind }: { kind: EntryListKind }) {
  const { t } = useTranslation('auth');
  const [page, setPage] = useState(1);
  const list = useEntryList(kind, page);

  if (list.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  // The list says so itself, with a retry; its call leaves the failure to it (no toast).
  if (list.isError) return <LoadError title={t('account.listFailed')} onRetry={() => list.refetch()} />;
  const { list: entries, total } = list.data;
  if (total === 0) {
    return (
      <InlineState
        title={t(`account.empty.${kind}.title`)}
        body={t(`account.empty.${kind}.body`)}
        action={
          kind === 'current' ? (
            <ButtonLink type="primary" icon={<PlusOutlined />} to="/steps">
              {t('account.startEntry')}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul className="entry-list" aria-busy={list.isFetching}>
        {entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </ul>
      {total > ENTRY_LIST_PAGE_SIZE ? (
        <Pagination
          className="entry-list__pages"
          current={page}
          pageSize={ENTRY_LIST_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </>
  );
}
