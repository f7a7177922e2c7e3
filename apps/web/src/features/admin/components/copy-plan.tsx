import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CopyPlan } from '@laurel/contract';
import '../../../i18n/admin.ts';

interface CopyPlanViewProps {
  plan: { data?: CopyPlan; isPending: boolean; error: unknown };
}

/** What a copy takes and what it leaves, with counts, shown before the season is made. */
export function CopyPlanView({ plan }: CopyPlanViewProps) {
  const { t } = useTranslation('admin');
  if (plan.error) return <Alert type="error" showIcon title={plan.error instanceof Error ? plan.error.message : ''} />;
  if (plan.isPending || !plan.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  const list = (parts: CopyPlan['copied']) => (
    <ul>
      {parts.map((p) => (
        <li key={p.part}>
          {t(`parts.${p.part}`)}: {p.count}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="console-pair" aria-label={t('seasons.copyPlan')} data-testid="copy-plan">
      <div>
        <h3>{t('seasons.copied')}</h3>
        {list(plan.data.copied)}
      </div>
      <div>
        <h3>{t('seasons.notCopied')}</h3>
        {list(plan.data.notCopied)}
      </div>
    </section>
  );
}
