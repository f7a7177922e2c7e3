import { useTranslation } from 'react-i18next';
import type { AdminInvitationCode } from '@laurel/contract';
import { formatUsd } from '../model/money.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import '../../../i18n/admin.ts';
import { activeColumn, editColumns } from './code-columns.tsx';
import { ConsoleTable } from './console-table.tsx';

interface InvitationCodesTableProps {
  codes: readonly AdminInvitationCode[];
  categoryName: (id: number) => string;
  canEdit: boolean;
  onEdit: (code: AdminInvitationCode) => void;
}

export function InvitationCodesTable({
  codes,
  categoryName,
  canEdit,
  onEdit,
}: InvitationCodesTableProps) {
  const { t } = useTranslation('admin');
  const formatDateTime = useFormatDateTime();
  const discount = (c: AdminInvitationCode) =>
    c.kind === 'percent'
      ? `${c.discountPercent}%`
      : c.kind === 'fixed'
        ? formatUsd(c.discountCents)
        : t('codes.kinds.waiver');
  return (
    <ConsoleTable<AdminInvitationCode>
      label={t('codes.invitationTitle')}
      rowKey="id"
      dataSource={codes}
      titleColumns={['code']}
      cardTitle={(c) => <code>{c.code}</code>}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 900 }}
      columns={[
        {
          title: t('codes.code'),
          dataIndex: 'code',
          render: (code: string) => <code>{code}</code>,
        },
        {
          title: t('codes.kind'),
          dataIndex: 'kind',
          render: (kind: AdminInvitationCode['kind']) => t(`codes.kinds.${kind}`),
        },
        { title: t('codes.discount'), key: 'discount', render: (_: unknown, c) => discount(c) },
        {
          title: t('codes.uses'),
          key: 'uses',
          render: (_: unknown, c) => `${c.usedCount} / ${c.maxUses ?? '∞'}`,
        },
        {
          title: t('codes.perEntrant'),
          dataIndex: 'maxUsesPerEntrant',
          render: (n: number | null) => n ?? '∞',
        },
        {
          title: t('codes.expiresAt'),
          dataIndex: 'expiresAt',
          render: (iso: string | null) => (iso ? formatDateTime(iso) : t('codes.never')),
        },
        {
          title: t('codes.categories'),
          dataIndex: 'categoryIds',
          render: (ids: number[]) =>
            ids.length ? ids.map(categoryName).join(', ') : t('codes.every'),
        },
        activeColumn<AdminInvitationCode>(t),
        ...editColumns<AdminInvitationCode>(t, canEdit, onEdit),
      ]}
    />
  );
}
