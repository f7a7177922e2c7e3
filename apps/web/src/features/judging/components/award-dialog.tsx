import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX, type AwardLevel, type JudgeEntryItem, type ReviewStats } from '@laurel/contract';
import '../../../i18n/jury.ts';

export interface AwardChoice {
  awardLevelId: number | null;
  comment: string;
}

interface AwardDialogProps {
  entries: JudgeEntryItem[];
  levels: AwardLevel[] | undefined;
  busy: boolean;
  onSave: (choice: AwardChoice) => void;
  onClose: () => void;
}

const NONE = 0;

/** The level most proposed at a level, "no award" included; null when nobody proposed yet. */
function mostProposed(stats: ReviewStats): number | null {
  const top = [...stats.proposals].sort((a, b) => b.count - a.count)[0];
  return top ? (top.awardLevelId ?? NONE) : null;
}

/**
 * Where the choice starts: the entry's award, else what the second level proposed most, else the
 * first; nothing for several entries or none proposed, so a level is never set by accident.
 */
function startingLevel(entry: JudgeEntryItem | undefined): number | undefined {
  if (!entry) return undefined;
  if (entry.award) return entry.award.id;
  if (entry.status === 'not_awarded') return NONE;
  return mostProposed(entry.secondLevel) ?? mostProposed(entry.firstLevel) ?? undefined;
}

/**
 * The final award (docs/product.md#jury-journey): a level makes the entry awarded, "no award"
 * not awarded. For one entry the reviewers' proposals are shown beside the choice.
 */
export function AwardDialog({ entries, levels, busy, onSave, onClose }: AwardDialogProps) {
  const { t } = useTranslation('jury');
  const [form] = Form.useForm<{ level: number; comment: string }>();
  const single = entries.length === 1 ? entries[0] : undefined;
  const options = [
    ...(levels ?? []).map((level) => ({ value: level.id, label: level.name })),
    { value: NONE, label: t('noAward') },
  ];
  const proposals = (stats: ReviewStats) =>
    stats.proposals
      .map((p) => {
        const name = p.awardLevelId === null ? t('noAward') : (levels?.find((l) => l.id === p.awardLevelId)?.name ?? '?');
        return t('awardDialog.proposal', { name, count: p.count });
      })
      .join(', ') || t('awardDialog.noProposals');

  return (
    <Modal
      open
      title={single ? t('awardDialog.titleOne', { title: single.title }) : t('awardDialog.titleMany', { count: entries.length })}
      okText={t('awardDialog.save')}
      cancelText={t('dialog.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ loading: busy }}
      forceRender
    >
      {single ? (
        <dl className="jury-dialog__facts">
          <dt>{t('awardDialog.first')}</dt>
          <dd>{proposals(single.firstLevel)}</dd>
          <dt>{t('awardDialog.second')}</dt>
          <dd>{single.secondLevelReached ? proposals(single.secondLevel) : t('awardDialog.notReached')}</dd>
        </dl>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ level: startingLevel(single), comment: '' }}
        onFinish={(values) =>
          onSave({ awardLevelId: values.level === NONE ? null : values.level, comment: values.comment.trim() })
        }
      >
        <Form.Item name="level" label={t('awardDialog.level')} rules={[{ required: true, message: t('awardDialog.levelRequired') }]}>
          <Select options={options} />
        </Form.Item>
        <Form.Item name="comment" label={t('awardDialog.comment')}>
          <Input.TextArea maxLength={NOTE_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
      <p className="jury-muted">{t('awardDialog.publishHint')}</p>
    </Modal>
  );
}
