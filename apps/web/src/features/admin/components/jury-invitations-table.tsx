import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminJuryInvitation, JuryInvitationState } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { useChangeJuryInvitation } from '../api/jury-invitations.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { ConsoleTable } from './console-table.tsx';
import '../../../i18n/admin-invitations.ts';

const STATE_COLOURS: Record<JuryInvitationState, string> = {
  pending: 'gold',
  accepted: 'green',
  expired: 'default',
  revoked: 'red',
};

interface JuryInvitationsTableProps {
  seasonId: number;
  invitations: AdminJuryInvitation[];
  /** The role may resend and withdraw (`people`). */
  canChange: boolean;
}

/** A season's invitations: who, as what, where each stands and who accepted; resend, withdraw. */
export function JuryInvitationsTable({
  seasonId,
  invitations,
  canChange,
}: JuryInvitationsTableProps) {
  const { t } = useTranslation('admin-invitations');
  const format = useFormatDateTime();
  const change = useChangeJuryInvitation(seasonId);
  const act = (row: AdminJuryInvitation, what: 'resend' | 'revoke') =>
    change.mutate(
      { id: row.id, change: what },
      {
        onSuccess: () =>
          toast.success(t(what === 'resend' ? 'resent' : 'revoked', { email: row.email })),
      },
    );
  const person = (row: AdminJuryInvitation) => (
    <>
      <span className="jury-invitation__person">{row.name || row.email}</span>
      {row.name ? <span className="jury-invitation__muted">{row.email}</span> : null}
    </>
  );
  if (!invitations.length) return <p className="console-muted">{t('empty')}</p>;
  return (
    <ConsoleTable<AdminJuryInvitation>
      label={t('listTitle')}
      rowKey="id"
      dataSource={invitations}
      pagination={invitations.length > 50 ? { pageSize: 50 } : false}
      cardTitle={person}
      titleColumns={['person']}
      columns={[
        {
          title: t('columns.person'),
          key: 'person',
          render: (_: unknown, row: AdminJuryInvitation) => person(row),
        },
        {
          title: t('columns.role'),
          dataIndex: 'identity',
          render: (v: number) => t(`identities.${v}`),
        },
        {
          title: t('columns.state'),
          dataIndex: 'state',
          render: (state: JuryInvitationState, row: AdminJuryInvitation) => (
            <>
              <Tag color={STATE_COLOURS[state]}>{t(`states.${state}`)}</Tag>
              {state === 'pending' && row.remindersSent ? (
                <span className="jury-invitation__muted">
                  {t('reminders', { count: row.remindersSent })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          title: t('columns.sent'),
          key: 'sent',
          render: (_: unknown, row: AdminJuryInvitation) => (
            <>
              {format(row.createdAt)}
              {row.invitedBy ? (
                <span className="jury-invitation__muted">
                  {t('invitedBy', { name: row.invitedBy })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          title: t('columns.expires'),
          dataIndex: 'expiresAt',
          render: (v: string, row: AdminJuryInvitation) =>
            row.state === 'pending' || row.state === 'expired' ? format(v) : '',
        },
        {
          title: t('columns.accepted'),
          key: 'accepted',
          render: (_: unknown, row: AdminJuryInvitation) =>
            row.acceptedBy ? (
              <>
                <span className="jury-invitation__person">{row.acceptedBy.name}</span>
                <span className="jury-invitation__muted">{row.acceptedBy.email}</span>
                <span className="jury-invitation__muted">
                  {t('acceptedAt', { date: format(row.acceptedAt) })}
                </span>
              </>
            ) : null,
        },
        ...(canChange
          ? [
              {
                title: t('columns.actions'),
                key: 'actions',
                render: (_: unknown, row: AdminJuryInvitation) =>
                  row.state === 'pending' || row.state === 'expired' ? (
                    <Space wrap>
                      <Button
                        size="small"
                        aria-label={t('resendLabel', { email: row.email })}
                        onClick={() => act(row, 'resend')}
                        disabled={change.isPending}
                      >
                        {t('resend')}
                      </Button>
                      <Popconfirm
                        title={t('revokeConfirm', { email: row.email })}
                        okText={t('revoke')}
                        cancelText={t('cancel')}
                        onConfirm={() => act(row, 'revoke')}
                      >
                        <Button
                          size="small"
                          danger
                          aria-label={t('revokeLabel', { email: row.email })}
                          disabled={change.isPending}
                        >
                          {t('revoke')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
