import { useState } from 'react';
import { Button, Input, Pagination, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_SEARCH_MAX, type ContactMessage } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { useContactMessages, useSetContactReplied } from '../api/contact.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ConsoleTable } from '../components/console-table.tsx';
import { ContactReplyDialog } from '../components/contact-reply-dialog.tsx';
import { QueryState, Refusal } from '../components/query-state.tsx';
import { CONTACT_PAGE_SIZE, useContactFilters, type ContactShow } from '../model/use-contact-filters.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-audit.ts';
import '../components/audit.css';

/** The search box: sent on Enter or the button, not on every key; a new URL remounts it. */
function ContactSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('admin-audit');
  const [typed, setTyped] = useState(q);
  return (
    <form
      role="search"
      aria-label={t('contact.search')}
      className="contact-filters__search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed);
      }}
    >
      <label>
        <span>{t('contact.q')}</span>
        <Input
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          type="search"
          maxLength={CONTACT_SEARCH_MAX}
          autoComplete="off"
        />
      </label>
      <Button type="primary" htmlType="submit">
        {t('contact.find')}
      </Button>
    </form>
  );
}

function Status({ row }: { row: ContactMessage }) {
  const { t } = useTranslation('admin-audit');
  const formatDate = useFormatDateTime();
  if (!row.repliedAt) return <Tag color="orange">{t('contact.waiting')}</Tag>;
  return (
    <span className="audit-row__who">
      <Tag color="green">{t('contact.shows.replied')}</Tag>
      <span className="console-muted">
        {t('contact.replied', { when: formatDate(row.repliedAt), name: row.repliedBy?.name ?? '' })}
      </span>
    </span>
  );
}

function Actions({ row, onReply }: { row: ContactMessage; onReply: () => void }) {
  const { t } = useTranslation('admin-audit');
  const mark = useSetContactReplied();
  const replied = row.repliedAt !== null;
  return (
    <div className="contact-message__actions">
      <Button
        type={replied ? 'default' : 'primary'}
        onClick={onReply}
        aria-label={`${t(replied ? 'contact.replyAgain' : 'contact.reply')}: ${row.subject}`}
      >
        {t(replied ? 'contact.replyAgain' : 'contact.reply')}
      </Button>
      <Button
        loading={mark.isPending}
        aria-label={`${t(replied ? 'contact.markWaiting' : 'contact.markReplied')}: ${row.subject}`}
        onClick={() =>
          mark.mutate(
            { id: row.id, replied: !replied },
            {
              onSuccess: () =>
                toast.success(t(replied ? 'contact.markedWaiting' : 'contact.markedReplied')),
            },
          )
        }
      >
        {t(replied ? 'contact.markWaiting' : 'contact.markReplied')}
      </Button>
      <Refusal error={mark.error} />
    </div>
  );
}

/**
 * `/admin/contact`: the contact form's messages, newest first, waiting or replied, by a text;
 * a reply by mail or a mark, for a role with `people` (docs/product.md#contact-messages).
 */
export default function ContactPage() {
  const { t } = useTranslation('admin-audit');
  const formatDate = useFormatDateTime();
  const { may } = useStaffAccess();
  const { show, q, page, query, set } = useContactFilters();
  const messages = useContactMessages(query);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const canAnswer = may('people');
  return (
    <ConsoleShell title={t('nav.contact')}>
      <p className="console-muted">{t('contact.intro')}</p>
      <div className="console-section contact-filters">
        <ContactSearch key={q} q={q} onSearch={(text) => set({ q: text })} />
        <div role="group" aria-label={t('contact.show')} className="contact-filters__show">
          <Segmented<ContactShow>
            value={show}
            onChange={(v) => set({ show: v })}
            options={(['all', 'waiting', 'replied'] as const).map((v) => ({
              value: v,
              label: t(`contact.shows.${v}`),
            }))}
          />
        </div>
        {q || show !== 'all' ? (
          <Button onClick={() => set({ show: 'all', q: '' })}>{t('contact.clear')}</Button>
        ) : null}
      </div>
      {canAnswer ? null : <p className="console-muted">{t('contact.noPermission')}</p>}
      <QueryState query={messages}>
        <p role="status">{t('contact.count', { count: messages.data?.total ?? 0 })}</p>
        <ConsoleTable<ContactMessage>
          label={t('nav.contact')}
          rowKey="id"
          dataSource={messages.data?.list ?? []}
          cardTitle={(row) => row.subject}
          titleColumns={['subject']}
          locale={{ emptyText: t('contact.none') }}
          columns={[
            {
              title: t('contact.received'),
              dataIndex: 'createdAt',
              render: (v: string) => formatDate(v),
              width: 140,
            },
            {
              title: t('contact.from'),
              key: 'from',
              render: (_: unknown, row) => (
                <span className="audit-row__who">
                  <span>{row.name}</span>
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                </span>
              ),
            },
            { title: t('contact.subject'), dataIndex: 'subject' },
            {
              title: t('contact.message'),
              key: 'message',
              render: (_: unknown, row) => (
                <>
                  <p className="contact-message__text">{row.message}</p>
                  {row.reply ? (
                    <details>
                      <summary>{t('contact.replySent')}</summary>
                      <p className="contact-message__text">{row.reply}</p>
                    </details>
                  ) : null}
                </>
              ),
            },
            {
              title: t('contact.status'),
              key: 'status',
              render: (_: unknown, row) => <Status row={row} />,
            },
            ...(canAnswer
              ? [
                  {
                    title: '',
                    key: 'actions',
                    render: (_: unknown, row: ContactMessage) => (
                      <Actions row={row} onReply={() => setReplying(row)} />
                    ),
                  },
                ]
              : []),
          ]}
        />
        {(messages.data?.total ?? 0) > CONTACT_PAGE_SIZE ? (
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={CONTACT_PAGE_SIZE}
            total={messages.data?.total ?? 0}
            showSizeChanger={false}
            onChange={(page) => set({ page })}
          />
        ) : null}
      </QueryState>
      {replying ? (
        <ContactReplyDialog message={replying} onClose={() => setReplying(null)} />
      ) : null}
    </ConsoleShell>
  );
}
