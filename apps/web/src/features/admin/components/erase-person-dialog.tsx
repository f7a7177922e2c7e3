import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EraseJudging, PersonDetail } from '@laurel/contract';
import { isApiError } from '../../../lib/request/index.ts';
import { useErasePerson } from '../api/privacy.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-privacy.ts';
import './privacy.css';

interface ErasePersonDialogProps {
  person: PersonDetail;
  onClose: () => void;
}

/**
 * Says plainly what an erasure takes and what it keeps (docs/product.md#data-protection), asks
 * whether the person's judging stays, and is confirmed only by typing their e-mail address — the
 * server checks it again (`eraseConfirmMismatch`, shown under the field).
 */
export function ErasePersonDialog({ person, onClose }: ErasePersonDialogProps) {
  const { t } = useTranslation('admin-privacy');
  const erase = useErasePerson();
  const [judging, setJudging] = useState<EraseJudging>('keep');
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === person.email.toLowerCase();
  const fieldError = isApiError(erase.error) ? erase.error.fieldErrors?.confirmEmail?.[0] : undefined;
  const submit = () => {
    if (matches) erase.mutate({ userId: person.id, judging, confirmEmail: typed }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={t('dialog.title', { name: person.name })}
      okText={t('dialog.submit')}
      okButtonProps={{ danger: true, disabled: !matches }}
      cancelText={t('dialog.cancel')}
      confirmLoading={erase.isPending}
      onCancel={onClose}
      onOk={submit}
      width={640}
      className="erase-dialog"
    >
      <h3>{t('dialog.goes')}</h3>
      <ul>
        <li>{t('dialog.goesAccount')}</li>
        <li>{t('dialog.goesEntries')}</li>
        <li>{t('dialog.goesTraces')}</li>
      </ul>
      <h3>{t('dialog.stays')}</h3>
      <ul>
        <li>{t('dialog.staysMoney')}</li>
        <li>{t('dialog.staysAwards')}</li>
      </ul>
      <fieldset className="erase-dialog__judging">
        <legend>{t('dialog.judging')}</legend>
        {person.reviews.total === 0 ? <p className="console-muted">{t('dialog.notJuror')}</p> : null}
        {/* A juror may have conflicts or assignments without a review written yet: the choice stays for them. */}
        {person.reviews.total === 0 && person.identity === 0 ? null : (
          <Radio.Group
            value={judging}
            onChange={(e) => setJudging(e.target.value as EraseJudging)}
            options={[
              { value: 'keep', label: t('dialog.judgingKeep') },
              { value: 'drop', label: t('dialog.judgingDrop') },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        )}
      </fieldset>
      <Alert type="warning" showIcon title={t('dialog.cannotUndo')} style={{ margin: '16px 0' }} />
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('dialog.confirm', { email: person.email })}
          htmlFor="erase-confirm-email"
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError}
        >
          <Input
            id="erase-confirm-email"
            aria-label={t('dialog.confirmLabel')}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Form.Item>
      </Form>
      {fieldError ? null : <Refusal error={erase.error} />}
    </Modal>
  );
}
