import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeEntryItem } from '@laurel/contract';
import type { EntryAction } from './entry-actions.ts';
import '../../../i18n/jury.ts';

interface RowActionsProps {
  entry: JudgeEntryItem;
  onAction: (action: EntryAction, entries: JudgeEntryItem[]) => void;
  block?: boolean;
  /** The compact table's: an icon, named for screen readers and in its tooltip as the button is. */
  iconOnly?: boolean;
}

/** The judge's actions on one entry, in a menu named after it (the title links to its details). */
export function RowActions({ entry, onAction, block = false, iconOnly = false }: RowActionsProps) {
  const { t } = useTranslation('jury');
  const items: MenuProps['items'] = [
    { key: 'assign', label: t('actions.assign') },
    { key: 'fee', label: t('actions.fee') },
    { key: 'award', label: t('actions.award') },
    entry.isShow ? { key: 'hide', label: t('actions.hide') } : { key: 'show', label: t('actions.show') },
    { key: 'download', label: t('actions.downloadOne') },
  ];
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as EntryAction, [entry]) }}>
      {iconOnly ? (
        <Button
          size="small"
          icon={<EllipsisOutlined />}
          title={t('actions.more')}
          aria-label={t('actions.moreFor', { title: entry.title })}
        />
      ) : (
        <Button size="small" block={block} aria-label={t('actions.moreFor', { title: entry.title })}>
          {t('actions.more')}
        </Button>
      )}
    </Dropdown>
  );
}
