import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoredImage } from '../../../components/stored-image.tsx';
import { categoryLabel } from '../../../lib/category-label.ts';
import { entryNumber } from '../model/judge-filters.ts';
import {
  AwardCell,
  EntrantCell,
  FeeTags,
  ProgressCell,
  ScoreCell,
  ShownCell,
  StatusTag,
} from './entry-cells.tsx';
import type { EntryListProps } from './entry-table.tsx';
import { EntryTitle } from './entry-title.tsx';
import { RowActions } from './row-actions.tsx';
import '../../../i18n/jury.ts';

/**
 * The same entries and actions as the table, as cards on a narrow screen: nothing scrolls
 * sideways, and each card reads top to bottom (what, who, money, reviews, result).
 */
export function EntryCards({ entries, sort, loading, selected, onSelect, onAction }: EntryListProps) {
  const { t } = useTranslation('jury');
  const allOnPage = entries.length > 0 && entries.every((e) => selected.has(e.id));
  const someOnPage = entries.some((e) => selected.has(e.id));
  return (
    <div className="jury-cards" aria-busy={loading}>
      <Checkbox
        className="jury-cards__all"
        checked={allOnPage}
        indeterminate={someOnPage && !allOnPage}
        disabled={entries.length === 0}
        onChange={(event) => onSelect(entries, event.target.checked)}
      >
        {t('selectPage')}
      </Checkbox>
      <ul className="jury-cards__list">
        {entries.map((entry) => (
          <li key={entry.id} className="jury-card" data-testid={`entry-row-${entry.id}`}>
            <div className="jury-card__head">
              <Checkbox
                checked={selected.has(entry.id)}
                onChange={(event) => onSelect([entry], event.target.checked)}
                aria-label={t('select', { title: entry.title })}
              />
              <StoredImage src={entry.coverUrl} alt="" size="thumb" ratio={1} className="jury-thumb" />
              <div className="jury-card__title">
                <span className="jury-num jury-muted">{entryNumber(entry.id)}</span>
                <EntryTitle entry={entry} />
                <StatusTag entry={entry} />
              </div>
            </div>
            <dl className="jury-card__facts">
              <dt>{t('columns.entrant')}</dt>
              <dd>
                <EntrantCell entrant={entry.entrant} />
              </dd>
              <dt>{t('columns.category')}</dt>
              <dd>{entry.category ? categoryLabel(entry.category) : '—'}</dd>
              <dt>{t('columns.fees')}</dt>
              <dd>
                <FeeTags entry={entry} />
              </dd>
              <dt>{t('columns.progress')}</dt>
              <dd>
                <ProgressCell entry={entry} />
              </dd>
            </dl>
            {/* The results side by side, label over value: short figures need no row each. */}
            <dl className="jury-card__results">
              <div>
                <dt>{sort === 'normalised' ? t('columns.firstNormalised') : t('columns.first')}</dt>
                <dd>
                  <ScoreCell stats={entry.firstLevel} normalised={entry.normalisedScore} showNormalised={sort === 'normalised'} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.second')}</dt>
                <dd>{entry.secondLevelReached ? <ScoreCell stats={entry.secondLevel} withCount /> : '—'}</dd>
              </div>
              <div>
                <dt>{t('columns.award')}</dt>
                <dd>
                  <AwardCell entry={entry} />
                </dd>
              </div>
              <div>
                <dt>{t('columns.shown')}</dt>
                <dd>
                  <ShownCell entry={entry} />
                </dd>
              </div>
            </dl>
            <RowActions entry={entry} onAction={onAction} block />
          </li>
        ))}
      </ul>
    </div>
  );
}
