import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminAwardLevel } from '@laurel/contract';
import { AwardSeal } from '../../../components/award-seal.tsx';
import { useDeleteAwardLevel, useSaveAwardLevel } from '../api/award-levels.ts';
import { formatUsd } from '../model/money.ts';
import { levelBody } from '../model/use-award-level-form.ts';
import { ConsoleTable } from './console-table.tsx';
import '../../../i18n/admin.ts';

interface AwardLevelsTableProps {
  seasonId: number;
  levels: readonly AdminAwardLevel[];
  canEdit: boolean;
  onEdit: (level: AdminAwardLevel) => void;
}

/** The season's award levels, highest first; a level in use cannot be deleted. */
export function AwardLevelsTable({ seasonId, levels, canEdit, onEdit }: AwardLevelsTableProps) {
  const { t } = useTranslation('admin');
  const save = useSaveAwardLevel();
  const remove = useDeleteAwardLevel(seasonId);
  const moveTo = (level: AdminAwardLevel, rank: number) => save.mutate(levelBody(level, { rank }));
  return (
    <ConsoleTable<AdminAwardLevel>
      label={t('awardLevels.title')}
      rowKey="id"
      dataSource={levels}
      titleColumns={['rank', 'names']}
      cardTitle={(l) => (
        <Space size={8}>
          <AwardSeal award={{ name: l.metal ?? l.name }} size={24} variant="mark" />
          <span>
            {l.rank}. {l.name}
            {l.nameZh ? <span className="console-muted"> · {l.nameZh}</span> : null}
          </span>
        </Space>
      )}
      scroll={{ x: 760 }}
      columns={[
        { title: t('awardLevels.rank'), dataIndex: 'rank', width: 70 },
        {
          title: t('awardLevels.names'),
          key: 'names',
          render: (_: unknown, l) => (
            <Space size={8}>
              <AwardSeal award={{ name: l.metal ?? l.name }} size={24} variant="mark" />
              <span>
                {l.name}
                {l.nameZh ? <span className="console-muted"> · {l.nameZh}</span> : null}
              </span>
            </Space>
          ),
        },
        {
          title: t('awardLevels.metal'),
          dataIndex: 'metal',
          render: (m: AdminAwardLevel['metal']) =>
            m ? t(`metal.${m}`) : t('awardLevels.metalFromName'),
        },
        {
          title: t('awardLevels.packagePrice'),
          dataIndex: 'winnerPackageFeeCents',
          align: 'right',
          render: formatUsd,
        },
        {
          title: t('awardLevels.trophyPrice'),
          dataIndex: 'trophyFeeCents',
          align: 'right',
          render: formatUsd,
        },
        { title: t('awardLevels.useCount'), dataIndex: 'useCount', align: 'right', width: 80 },
        ...(canEdit
          ? [
              {
                title: t('actions'),
                key: 'actions',
                render: (_: unknown, l: AdminAwardLevel) => (
                  <Space size={4} wrap>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('awardLevels.moveUp', { name: l.name })}
                      disabled={l.rank === 1 || save.isPending}
                      onClick={() => moveTo(l, l.rank - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('awardLevels.moveDown', { name: l.name })}
                      disabled={l.rank === levels.length || save.isPending}
                      onClick={() => moveTo(l, l.rank + 1)}
                    />
                    <Button
                      size="small"
                      onClick={() => onEdit(l)}
                      aria-label={t('editNamed', { name: l.name })}
                    >
                      {t('edit')}
                    </Button>
                    {l.useCount > 0 ? (
                      <Tooltip title={t('awardLevels.inUse', { count: l.useCount })}>
                        <Button
                          size="small"
                          danger
                          disabled
                          aria-label={t('deleteNamed', { name: l.name })}
                        >
                          {t('delete')}
                        </Button>
                      </Tooltip>
                    ) : (
                      <Popconfirm
                        title={t('awardLevels.deleteConfirm', { name: l.name })}
                        okText={t('delete')}
                        cancelText={t('cancel')}
                        onConfirm={() => remove.mutate(l.id)}
                      >
                        <Button size="small" danger aria-label={t('deleteNamed', { name: l.name })}>
                          {t('delete')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
