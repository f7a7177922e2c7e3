import { Button, Input, InputNumber } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CRITERION_GUIDANCE_MAX, CRITERION_NAME_MAX } from '@laurel/contract';
import { rowProblem, type CriterionRow } from '../model/use-criteria-editor.ts';
import '../../../i18n/admin.ts';

interface CriterionFieldsProps {
  row: CriterionRow;
  index: number;
  disabled: boolean;
  onChange: (rowId: number, patch: Partial<CriterionRow>) => void;
  onRemove: (rowId: number) => void;
}

/** One criterion: its key and weight, its name and guidance in both languages side by side. */
export function CriterionFields({ row, index, disabled, onChange, onRemove }: CriterionFieldsProps) {
  const { t } = useTranslation('admin');
  const problem = rowProblem(row);
  const id = (field: string) => `criterion-${row.rowId}-${field}`;
  const label = (field: string, text: string) => <label htmlFor={id(field)}>{text}</label>;
  return (
    <fieldset className="console-section" aria-invalid={problem ? true : undefined}>
      <legend>{t('criteria.row', { n: index + 1 })}</legend>
      <div className="console-pair">
        <div>
          {label('key', t('criteria.key'))}
          <Input id={id('key')} value={row.key} disabled={disabled} onChange={(e) => onChange(row.rowId, { key: e.target.value })} />
        </div>
        <div>
          {label('weight', t('criteria.weight'))}
          <InputNumber<number>
            id={id('weight')}
            value={row.weight}
            min={1}
            max={100}
            precision={0}
            suffix="%"
            disabled={disabled}
            style={{ width: '100%' }}
            onChange={(value) => onChange(row.rowId, { weight: value ?? 0 })}
          />
        </div>
        <div>
          {label('name', t('fields.nameEn'))}
          <Input id={id('name')} lang="en" value={row.name} maxLength={CRITERION_NAME_MAX} disabled={disabled} onChange={(e) => onChange(row.rowId, { name: e.target.value })} />
        </div>
        <div>
          {label('nameZh', t('fields.nameZh'))}
          <Input id={id('nameZh')} lang="zh-CN" value={row.nameZh} maxLength={CRITERION_NAME_MAX} disabled={disabled} onChange={(e) => onChange(row.rowId, { nameZh: e.target.value })} />
        </div>
        <div>
          {label('description', t('criteria.guidanceEn'))}
          <Input.TextArea id={id('description')} lang="en" rows={2} value={row.description} maxLength={CRITERION_GUIDANCE_MAX} disabled={disabled} onChange={(e) => onChange(row.rowId, { description: e.target.value })} />
        </div>
        <div>
          {label('descriptionZh', t('criteria.guidanceZh'))}
          <Input.TextArea id={id('descriptionZh')} lang="zh-CN" rows={2} value={row.descriptionZh} maxLength={CRITERION_GUIDANCE_MAX} disabled={disabled} onChange={(e) => onChange(row.rowId, { descriptionZh: e.target.value })} />
        </div>
      </div>
      {problem ? (
        <p className="console-muted" role="status">
          {t('criteria.problem', { field: t(`criteria.fieldName.${problem}`) })}
        </p>
      ) : null}
      <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => onRemove(row.rowId)} style={{ marginTop: 8 }}>
        {t('criteria.remove', { n: index + 1 })}
      </Button>
    </fieldset>
  );
}
