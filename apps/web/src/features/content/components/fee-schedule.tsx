import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';
import { useAwardLevels } from '../api/get-award-levels.ts';
import { AwardFeeTable } from './award-fee-table.tsx';
import { EntryFeeTable } from './entry-fee-table.tsx';
import { QueryContent } from './query-content.tsx';
import './fee-schedule.css';

/**
 * Every fee, public before anyone registers (docs/product.md#fees): the entry fee per category
 * and price period, the winner package and trophy price per award level, and when each is due.
 * The category tree is fetched fresh, so a price change shows at once.
 */
export function FeeSchedule() {
  const { t } = useTranslation('site');
  const categories = useCategoryTree();
  const levels = useAwardLevels();
  // The visitor's clock only marks the period in force; what an entry pays is the server's
  // quote at payment (apps/server/src/services/payments/README.md#fees), in the period this table names.
  const [now] = useState(() => Date.now());
  return (
    <div className="fee-schedule">
      <p className="fee-schedule__due">{t('feeSchedule.due')}</p>

      <section className="fee-schedule__part" aria-labelledby="fees-entry-title">
        <h3 id="fees-entry-title" className="fee-schedule__title">
          {t('feeSchedule.entryTitle')}
        </h3>
        <p className="fee-schedule__lead">{t('feeSchedule.entryLead')}</p>
        <QueryContent
          query={categories}
          isEmpty={(tree) => tree.length === 0}
          empty={t('feeSchedule.entryEmpty')}
          errorTitle={t('feeSchedule.loadError')}
        >
          {(tree) => <EntryFeeTable tree={tree} now={now} />}
        </QueryContent>
      </section>

      <section className="fee-schedule__part" aria-labelledby="fees-award-title">
        <h3 id="fees-award-title" className="fee-schedule__title">
          {t('feeSchedule.awardTitle')}
        </h3>
        <p className="fee-schedule__lead">{t('feeSchedule.awardLead')}</p>
        <QueryContent
          query={levels}
          isEmpty={(list) => list.length === 0}
          empty={t('feeSchedule.awardEmpty')}
          errorTitle={t('feeSchedule.loadError')}
        >
          {(list) => <AwardFeeTable levels={list} />}
        </QueryContent>
      </section>
    </div>
  );
}
