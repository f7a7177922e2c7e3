import { Button, Space, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '@laurel/contract';
import { formatUsd } from '../model/money.ts';
import { moveButtonId } from '../model/use-category-tree.ts';
import '../../../i18n/admin.ts';

interface CategoryRowProps {
  item: AdminCategory;
  index: number;
  count: number;
  canEdit: boolean;
  onShift: (item: AdminCategory, delta: number) => void;
  onEdit: (item: AdminCategory) => void;
  onAddChild?: (group: AdminCategory) => void;
  dragProps: Record<string, unknown>;
}

/** One group or category: its names, fees and state, moved by dragging or by its up/down buttons. */
export function CategoryRow({ item, index, count, canEdit, onShift, onEdit, onAddChild, dragProps }: CategoryRowProps) {
  const { t } = useTranslation('admin');
  const isGroup = item.parentId === null;
  const fees = [
    item.earlyBirdFeeCents !== null ? `${t('fees.earlyBird')} ${formatUsd(item.earlyBirdFeeCents)}` : null,
    `${t('fees.regular')} ${formatUsd(item.entryFeeCents)}`,
    item.lateFeeCents !== null ? `${t('fees.late')} ${formatUsd(item.lateFeeCents)}` : null,
  ].filter(Boolean);
  return (
    <div className="console-tree__row" data-testid={`category-${item.id}`} {...(canEdit ? dragProps : {})}>
      {canEdit ? <HolderOutlined className="console-tree__handle" aria-hidden="true" /> : null}
      <span className="console-tree__name">
        {isGroup ? <strong>{item.name}</strong> : item.name}
        {item.nameZh ? <span className="console-muted"> · {item.nameZh}</span> : null}
        {!isGroup ? <span className="console-muted"> — {fees.join(' · ')}</span> : null}
      </span>
      {!item.isActive ? <Tag>{t('categories.closed')}</Tag> : null}
      <span className="console-muted">{t('categories.entryCount', { count: item.entryCount })}</span>
      {canEdit ? (
        <Space size={4} wrap>
          <Button
            size="small"
            id={moveButtonId(item.id, -1)}
            icon={<ArrowUpOutlined />}
            aria-label={t('categories.moveUp', { name: item.name })}
            disabled={index === 0}
            onClick={() => onShift(item, -1)}
          />
          <Button
            size="small"
            id={moveButtonId(item.id, 1)}
            icon={<ArrowDownOutlined />}
            aria-label={t('categories.moveDown', { name: item.name })}
            disabled={index === count - 1}
            onClick={() => onShift(item, 1)}
          />
          <Button size="small" onClick={() => onEdit(item)} aria-label={t('editNamed', { name: item.name })}>
            {t('edit')}
          </Button>
          {onAddChild ? (
            <Button size="small" onClick={() => onAddChild(item)} aria-label={t('categories.addToGroup', { name: item.name })}>
              {t('categories.addCategory')}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </div>
  );
}
