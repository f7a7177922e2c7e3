import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CategoryNode } from '@laurel/contract';
import { InlineState } from '../../../components/inline-state.tsx';

interface CategoryStepProps {
  tree: CategoryNode[];
  value: number | null;
  onChange: (categoryId: number) => void;
  /** Shown when the entrant tries to go on without a choice. */
  error?: string | null;
}

/** Step 1: the category tree (groups → categories), each with its fee and description. */
export function CategoryStep({ tree, value, onChange, error }: CategoryStepProps) {
  const { t } = useTranslation('entries');
  const groups = tree.map((node) => (node.children.length ? node : { ...node, children: [node], name: '' }));
  if (groups.length === 0) {
    return <InlineState title={t('category.none')} body={t('category.noneBody')} />;
  }
  return (
    <div>
      {error ? (
        <p className="steps-error" role="alert" id="category-error">
          {error}
        </p>
      ) : null}
      <Radio.Group
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="category-choice"
        aria-label={t('category.label')}
        aria-describedby={error ? 'category-error' : undefined}
      >
        {groups.map((group) => (
          <section key={group.id} className="category-group" aria-label={group.name || undefined}>
            {group.name ? <h3 className="category-group__title">{group.name}</h3> : null}
            {group.description && group.name ? <p className="category-group__lead">{group.description}</p> : null}
            <div className="category-grid">
              {group.children.map((category) => (
                <Radio key={category.id} value={category.id} className="category-option">
                  <span className="category-option__head">
                    <span className="category-option__name">{category.name}</span>
                    <span className="category-option__fee">{formatMoney(category.entryFeeCents)}</span>
                  </span>
                  {category.description ? (
                    <span className="category-option__text">{category.description}</span>
                  ) : null}
                </Radio>
              ))}
            </div>
          </section>
        ))}
      </Radio.Group>
    </div>
  );
}
