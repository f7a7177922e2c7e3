import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSeason } from '@laurel/contract';
import '../../../i18n/admin.ts';
import { ConsoleTable } from './console-table.tsx';

interface SeasonsTableProps {
  seasons: readonly AdminSeason[];
  canEdit: boolean;
  onEdit: (season: AdminSeason) => void;
  onMakeCurrent: (season: AdminSeason) => void;
}

function SeasonActions({
  season: s,
  canEdit,
  onEdit,
  onMakeCurrent,
}: Omit<SeasonsTableProps, 'seasons'> & { season: AdminSeason }) {
  const { t } = useTranslation('admin');
  return (
    <Space wrap size={4}>
      <Button
        size="small"
        onClick={() => onEdit(s)}
        disabled={!canEdit}
        aria-label={t('seasons.editNamed', { name: s.name })}
      >
        {t('seasons.editDates')}
      </Button>
      {!s.isCurrent ? (
        <Button
          size="small"
          onClick={() => onMakeCurrent(s)}
          disabled={!canEdit}
          aria-label={t('seasons.makeCurrentNamed', { name: s.name })}
        >
          {t('seasons.makeCurrent')}
        </Button>
      ) : null}
    </Space>
  );
}

export function SeasonsTable(props: SeasonsTableProps) {
  const { seasons } = props;
  const { t } = useTranslation('admin');
  return (
    <ConsoleTable<AdminSeason>
      label={t('seasons.title')}
      rowKey="id"
      dataSource={seasons}
      scroll={{ x: 720 }}
      titleColumns={['year', 'name']}
      cardTitle={(s) => (
        <>
          {s.year} · {s.name} {s.isCurrent ? <Tag color="green">{t('seasons.current')}</Tag> : null}
        </>
      )}
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
        {
          title: t('seasons.phase'),
          dataIndex: 'phase',
          render: (phase: AdminSeason['phase']) => t(`phase.${phase}`),
        },
        { title: t('seasons.categories'), dataIndex: 'categoryCount', align: 'right', width: 110 },
        { title: t('seasons.entries'), dataIndex: 'entryCount', align: 'right', width: 90 },
        {
          title: t('actions'),
          key: 'actions',
          render: (_: unknown, s) => <SeasonActions season={s} {...props} />,
        },
      ]}
    />
  );
}
