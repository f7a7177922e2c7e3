import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SAVED_VIEW_NAME_MAX, type SavedViewPage } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { useDeleteView, useSavedViews, useSaveView } from '../api/entries.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-entries.ts';

interface SavedViewsProps {
  page: SavedViewPage;
  /** The page's query as it stands: what "save" keeps. */
  current: Record<string, string>;
  onPick: (query: Record<string, string>) => void;
}

const sameQuery = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** A console page's saved views: open one, keep the current filter under a name, delete one. */
export function SavedViews({ page, current, onPick }: SavedViewsProps) {
  const { t } = useTranslation('admin-entries');
  const views = useSavedViews(page);
  const save = useSaveView(page);
  const remove = useDeleteView(page);
  const [name, setName] = useState('');
  const list = views.data ?? [];
  // The view the page shows now, if any: picking it again changes nothing, so it reads as chosen.
  const chosen = list.find((v) => sameQuery(v.query, current)) ?? null;
  return (
    <section className="console-section entries-views" aria-label={t('views.label')}>
      <label className="entries-filters__field">
        <span>{t('views.pick')}</span>
        <Select<number>
          aria-label={t('views.pick')}
          value={chosen?.id}
          placeholder={list.length ? t('views.label') : t('views.none')}
          disabled={!list.length}
          onChange={(id) => {
            const view = list.find((v) => v.id === id);
            if (view) onPick(view.query);
          }}
          options={list.map((v) => ({ value: v.id, label: v.name }))}
          popupMatchSelectWidth={false}
        />
      </label>
      {chosen ? (
        <Button
          danger
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(chosen.id, {
              onSuccess: () => {
                toast.success(t('views.deleted'));
              },
            })
          }
        >
          {t('views.delete')}
        </Button>
      ) : null}
      <form
        className="entries-views__save"
        onSubmit={(e) => {
          e.preventDefault();
          const named = name.trim();
          if (!named) return;
          save.mutate(
            { page, name: named, query: current },
            {
              onSuccess: () => {
                setName('');
                toast.success(t('views.saved', { name: named }));
              },
            },
          );
        }}
      >
        <label className="entries-filters__field">
          <span>{t('views.name')}</span>
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={SAVED_VIEW_NAME_MAX} />
        </label>
        <Button htmlType="submit" loading={save.isPending} disabled={!name.trim()}>
          {t('views.save')}
        </Button>
      </form>
      <Refusal error={save.error ?? remove.error} />
    </section>
  );
}
