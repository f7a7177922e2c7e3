import { Alert, Button, InputNumber, Modal, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REVIEW_CRITERIA_MAX, SCORE_MAX_MAX, SCORE_MAX_MIN, type AdminCriteria } from '@laurel/contract';
import { useCriteriaEditor } from '../model/use-criteria-editor.ts';
import { CriterionFields } from './criterion-fields.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

/** A season's criteria: rows, the live sum of the weights, the score scale, and saving. */
export function CriteriaEditor({ data, canEdit }: { data: AdminCriteria; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const editor = useCriteriaEditor(data);
  const disabled = !canEdit || editor.pending;
  return (
    <>
      {data.locked ? <Alert type="warning" showIcon title={t('criteria.locked', { count: data.submittedReviews })} style={{ marginBottom: 16 }} /> : null}
      <div className="console-toolbar">
        <label htmlFor="criteria-score-max">{t('criteria.scoreMax')}</label>
        <InputNumber<number>
          id="criteria-score-max"
          min={SCORE_MAX_MIN}
          max={SCORE_MAX_MAX}
          precision={0}
          value={editor.scoreMax}
          disabled={disabled}
          onChange={(value) => editor.setScoreMax(value ?? SCORE_MAX_MIN)}
        />
        <span className="console-muted">{t('criteria.scoreMaxHelp', { min: SCORE_MAX_MIN, max: SCORE_MAX_MAX })}</span>
      </div>
      {editor.rows.map((row, index) => (
        <CriterionFields key={row.rowId} row={row} index={index} disabled={disabled} onChange={editor.change} onRemove={editor.remove} />
      ))}
      <div className="console-toolbar">
        <Button icon={<PlusOutlined />} onClick={editor.add} disabled={disabled || editor.rows.length >= REVIEW_CRITERIA_MAX}>
          {t('criteria.add')}
        </Button>
        <output aria-live="polite" data-testid="weight-sum" className={editor.sum === 100 ? undefined : 'console-muted'}>
          {editor.sum === 100 ? t('criteria.sumOk') : t('criteria.sumOff', { sum: editor.sum })}
        </output>
      </div>
      <Refusal error={editor.error} />
      {editor.saved && !editor.pending ? <Alert type="success" showIcon role="status" title={t('criteria.saved')} style={{ marginBottom: 12 }} /> : null}
      {canEdit ? (
        <Space>
          <Button type="primary" onClick={editor.submit} disabled={!editor.canSave} loading={editor.pending}>
            {t('criteria.save')}
          </Button>
        </Space>
      ) : null}
      <Modal
        open={editor.confirming}
        title={t('criteria.confirmTitle')}
        okText={t('criteria.confirmOk')}
        cancelText={t('cancel')}
        confirmLoading={editor.pending}
        onOk={editor.send}
        onCancel={editor.cancelConfirm}
      >
        <p>{t('criteria.confirmBody', { count: data.submittedReviews })}</p>
      </Modal>
    </>
  );
}
