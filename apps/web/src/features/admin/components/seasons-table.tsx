import { Button, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import '../../../i18n/admin.ts';

interface SeasonsTableProps {
  seasons: readonly AdminSeason[];
  canEdit: boolean;
  onEdit: (season: AdminSeason) => void;
  onMakeCurrent: (season: AdminSeason) => void;
}

export function SeasonsTable({ seasons, canEdit, onEdit, onMakeCurrent }: SeasonsTableProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="console-table">
      <Table<AdminSeason>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...seasons]}
        scroll={{ x: 720 }}
        columns={[
          { title: t('seasons.year'), dataIndex: 'year', width: 80 },
          {
            title: t('seasons.name'),
            dataIndex: 'name',
            render: (name: string, s) => (
              <>
                {name} {s.isCurrent ? <Tag color="green">{t('seasons.current')}</Tag> : null}
              </>
            ),
          },
          { title: t('seasons.phase'), dataIndex: 'phase', render: (phase: AdminSeason['phase']) => t(`phase.${phase}`) },
          { title: t('seasons.categories'), dataIndex: 'categoryCount', align: 'right', width: 110 },
          { title: t('seasons.entries'), dataIndex: 'entryCount', align: 'right', width: 90 },
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, s) => (
              <Space wrap size={4}>
                <Button size="small" onClick={() => onEdit(s)} disabled={!canEdit} aria-label={t('seasons.editNamed', { name: s.name })}>
                  {t('seasons.editDates')}
                </Button>
                {!s.isCurrent ? (
                  <Button size="small" onClick={() => onMakeCurrent(s)} disabled={!canEdit} aria-label={t('seasons.makeCurrentNamed', { name: s.name })}>
                    {t('seasons.makeCurrent')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}
