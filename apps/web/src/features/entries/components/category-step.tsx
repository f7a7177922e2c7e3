import { Radio } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CategoryNode } from '@laurel/contract';
import { priceAt } from '../../../components/fee-schedule/fee-tiers.ts';
import { useTierText } from '../../../components/fee-schedule/use-tier-text.ts';
import { InlineState } from '../../../components/inline-state.tsx';
import { useServerNow } from '../model/use-server-now.ts';
import '../../../components/radio-cards.css';
import './category-step.css';
import '../../../i18n/entries.ts';

interface CategoryStepProps {
  tree: CategoryNode[];
  value: number | null;
  onChange: (categoryId: number) => void;
  /** Shown when the entrant tries to go on without a choice. */
  error?: string | null;
}

/** A category's fee in the tier in force, and when that price ends or since when it applies. */
function CategoryFee({ category, now }: { category: CategoryNode; now: number }) {
  const { t } = useTranslation('entries');
  const text = useTierText();
  const { current, next, changesAt, since } = priceAt(category, now);
  let note: string | null = null;
  if (next && changesAt) {
    // Named by its tier when the price ends with it; a price that runs on into the next tier is "this price".
    const tier = changesAt === current.endsAt ? text.price(current) : text.thisPrice;
    note = t('category.priceUntil', { tier, date: text.dayBefore(changesAt), price: formatMoney(next.feeCents) });
  } else if (since) {
    const tier = since === current.startsAt ? text.price(current) : text.thisPrice;
    note = t('category.priceSince', { tier, date: text.dayFrom(since) });
  }
  return (
    <>
      <span className="category-option__head">
        <span className="category-option__name">{category.name}</span>
        <span className="category-option__fee">{formatMoney(current.feeCents)}</span>
      </span>
      {note ? (
        <span className="category-option__tier">
          <ClockCircleOutlined aria-hidden />
          <span>{note}</span>
        </span>
      ) : null}
    </>
  );
}

/**
 * Step 1: the category tree (groups → categories), each with its description and its fee today,
 * with a word on when that price ends (docs/product.md#fees).
 */
export function CategoryStep({ tree, value, onChange, error }: CategoryStepProps) {
  const { t } = useTranslation('entries');
  const now = useServerNow();
  const groups = tree.map((node) => (node.children.length ? node : { ...node, children: [node], name: '' }));
  if (groups.length === 0) {
    return <InlineState title={t('category.none')} body={t('category.noneBody')} />;
  }
  return (
    <div>
      {error ? (
        <p className="steps-error" role="alert" id="category-error" data-error>
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
                <Radio key={category.id} value={category.id} className="category-option radio-card">
                  <CategoryFee category={category} now={now} />
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
