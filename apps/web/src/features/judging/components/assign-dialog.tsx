import { useEffect, useState } from 'react';
import { Alert, Checkbox, Modal, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUB_JUDGES_PER_ENTRY_MAX, type SubJudgeOnEntry } from '@laurel/contract';
import { useEntrySubJudges } from '../api/get-sub-judges.ts';
import type { EntryRef } from './entry-actions.ts';
import '../../../i18n/jury.ts';

interface AssignDialogProps {
  entries: EntryRef[];
  busy: boolean;
  onAssign: (subJudgeIds: number[]) => void;
  onClose: () => void;
}

/**
 * Chooses an entry's sub-judges, least loaded first (docs/product.md#assignment): the choice
 * replaces the entry's current ones. For several entries the list is the first entry's — its
 * conflicts and reviews — and the same choice is sent for each; the server refuses a conflicted
 * pair on any of them (docs/product.md#conflicts-of-interest), and the page reports which.
 */
export function AssignDialog({ entries, busy, onAssign, onClose }: AssignDialogProps) {
  const { t } = useTranslation('jury');
  const first = entries[0];
  const single = entries.length === 1;
  const subJudges = useEntrySubJudges(first?.id ?? null);
  const [chosen, setChosen] = useState<number[]>([]);

  // A single entry starts from who reviews it now; several start from nobody.
  useEffect(() => {
    if (single && subJudges.data) setChosen(subJudges.data.filter((s) => s.assigned).map((s) => s.id));
  }, [single, subJudges.data]);

  const list = [...(subJudges.data ?? [])].sort((a, b) => a.workload - b.workload || a.id - b.id);
  const tooMany = chosen.length > SUB_JUDGES_PER_ENTRY_MAX;
  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((x) => x !== id)));

  return (
    <Modal
      open
      title={single ? t('assign.titleOne', { title: first?.title }) : t('assign.titleMany', { count: entries.length })}
      okText={t('assign.save')}
      cancelText={t('dialog.cancel')}
      onOk={() => onAssign(chosen)}
      onCancel={onClose}
      okButtonProps={{ loading: busy, disabled: !subJudges.data || tooMany }}
      width={640}
    >
      <p className="jury-dialog__lead">{single ? t('assign.leadOne') : t('assign.leadMany', { title: first?.title })}</p>
      {subJudges.isPending ? (
        <Spin />
      ) : list.length === 0 ? (
        <Alert type="info" showIcon title={t('assign.none')} />
      ) : (
        <fieldset className="jury-assign">
          <legend className="sr-only">{t('assign.legend')}</legend>
          <ul className="jury-assign__list">
            {list.map((judge) => (
              <SubJudgeRow
                key={judge.id}
                judge={judge}
                single={single}
                checked={chosen.includes(judge.id)}
                onToggle={(on) => toggle(judge.id, on)}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <p className="jury-muted" role="status">
        {tooMany ? t('assign.tooMany', { max: SUB_JUDGES_PER_ENTRY_MAX }) : t('assign.chosen', { count: chosen.length })}
      </p>
    </Modal>
  );
}

function SubJudgeRow({
  judge,
  single,
  checked,
  onToggle,
}: {
  judge: SubJudgeOnEntry;
  single: boolean;
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation('jury');
  // Already assigned with a conflict found later: it can be taken off, never put on.
  const blocked = judge.conflict !== null && !checked;
  return (
    <li className="jury-assign__item" data-testid={`sub-judge-${judge.id}`}>
      <Checkbox checked={checked} disabled={blocked} onChange={(event) => onToggle(event.target.checked)}>
        <span className="jury-assign__name">{judge.name}</span>
        <span className="jury-muted"> · {judge.email}</span>
      </Checkbox>
      <span className="jury-assign__meta">
        <span className="jury-num">{t('assign.workload', { count: judge.workload })}</span>
        {judge.conflict ? (
          <Tag color="red" className="jury-tag">
            {t(`conflict.${judge.conflict}`)}
          </Tag>
        ) : null}
        {single && judge.review ? (
          <Tag color={judge.review.status === 'submitted' ? 'green' : 'blue'} className="jury-tag">
            {t(`reviewStatus.${judge.review.status}`)}
          </Tag>
        ) : null}
      </span>
    </li>
  );
}
