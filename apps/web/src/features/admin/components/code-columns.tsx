import { Button, Tag, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';

/*
 * The columns both code tables end with (invitation codes, agent codes): whether the code works,
 * and — for staff who may change codes — its edit button, named for screen readers by the code.
 */

export const activeColumn = <T extends { isActive: boolean }>(t: TFunction): TableColumnType<T> => ({
  title: t('codes.active'),
  dataIndex: 'isActive',
  render: (active: boolean) => (active ? <Tag color="green">{t('codes.on')}</Tag> : <Tag>{t('codes.off')}</Tag>),
});

export const editColumns = <T extends { code: string }>(
  t: TFunction,
  canEdit: boolean,
  onEdit: (row: T) => void,
): TableColumnType<T>[] =>
  canEdit
    ? [
        {
          title: t('actions'),
          key: 'actions',
          render: (_: unknown, row: T) => (
            <Button size="small" onClick={() => onEdit(row)} aria-label={t('editNamed', { name: row.code })}>
              {t('edit')}
            </Button>
          ),
        },
      ]
    : [];
