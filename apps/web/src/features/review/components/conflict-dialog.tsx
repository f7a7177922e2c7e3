import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONFLICT_REASON_MAX } from '@laurel/contract';
import { useDeclareConflict } from '../api/declare-conflict.ts';
import '../../../i18n/review.ts';
import './review-form.css';

interface ConflictDialogProps {
  entryId: number;
  entryTitle: string;
  /** After the server took the declaration: the entry has left the queue. */
  onDeclared: () => void;
}

/**
 * "Declare a conflict of interest" and its confirmation (docs/product.md#conflicts-of-interest):
 * a required reason, then the entry leaves the sub-judge's queue and any review of theirs stops
 * counting, which the dialog says before they confirm.
 */
export function ConflictAction({ entryId, entryTitle, onDeclared }: ConflictDialogProps) {
  const { t } = useTranslation('review');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const declare = useDeclareConflict();
  const empty = reason.trim() === '';

  const confirm = async () => {
    setTried(true);
    if (empty) return;
    try {
      await declare.mutateAsync({ apply_order_id: entryId, reason: reason.trim() });
    } catch {
      return; // Said by the common handling.
    }
    setOpen(false);
    onDeclared();
  };

  return (
    <>
      <Button type="link" danger className="review-form__conflict" onClick={() => setOpen(true)}>
        {t('conflict.open')}
      </Button>
      <Modal
        open={open}
        title={t('conflict.title')}
        onCancel={() => setOpen(false)}
        afterClose={() => {
          setReason('');
          setTried(false);
        }}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            {t('conflict.cancel')}
          </Button>,
          <Button
            key="ok"
            type="primary"
            danger
            loading={declare.isPending}
            onClick={() => void confirm()}
          >
            {t('conflict.confirm')}
          </Button>,
        ]}
      >
        <p className="conflict__lead">
          {t('conflict.lead', { title: entryTitle || t('entry.untitled') })}
        </p>
        <label htmlFor="conflict-reason" className="review-form__legend">
          {t('conflict.reason')}
        </label>
        <Input.TextArea
          id="conflict-reason"
          value={reason}
          autoFocus
          maxLength={CONFLICT_REASON_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          status={tried && empty ? 'error' : undefined}
          aria-invalid={tried && empty}
          aria-describedby={tried && empty ? 'conflict-reason-error' : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {tried && empty ? (
          <p id="conflict-reason-error" className="review-criterion__error" role="alert">
            {t('conflict.reasonRequired')}
          </p>
        ) : null}
      </Modal>
    </>
  );
}
