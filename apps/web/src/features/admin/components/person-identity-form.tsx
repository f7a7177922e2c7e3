import { useState } from 'react';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PersonDetail } from '@laurel/contract';
import { useAdminCategories } from '../api/categories.ts';
import { useSetIdentity } from '../api/people.ts';
import { useSeasons } from '../api/seasons.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-people.ts';

type Identity = 0 | 1 | 2 | 3;

/**
 * A person's jury identity and, for a sub-judge, the categories covered (none: all). Categories
 * are chosen from one season's at a time (the current one first); those already covered in other
 * seasons stay chosen.
 */
export function PersonIdentityForm({ person }: { person: PersonDetail }) {
  const { t, i18n } = useTranslation('admin-people');
  const { t: tc } = useTranslation();
  const zh = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  const seasons = useSeasons();
  const list = seasons.data ?? [];
  const [identity, setIdentity] = useState<Identity>(person.identity);
  const [categoryIds, setCategoryIds] = useState<number[]>(person.juryCategories.map((c) => c.id));
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const season = list.find((s) => s.id === seasonId) ?? list.find((s) => s.isCurrent) ?? list[0] ?? null;
  const categories = useAdminCategories(identity === 2 ? (season?.id ?? null) : null);
  const save = useSetIdentity();
  const named = (c: { name: string; nameZh: string | null }) => (zh && c.nameZh ? c.nameZh : c.name);
  const all = categories.data ?? [];
  // Entries are in categories, never in a group: only categories can be covered.
  const options = [
    ...all
      .filter((c) => c.parentId !== null)
      .map((c) => {
        const group = all.find((g) => g.id === c.parentId);
        return { value: c.id, label: group ? `${named(group)} › ${named(c)}` : named(c) };
      }),
    ...person.juryCategories.filter((c) => !all.some((o) => o.id === c.id)).map((c) => ({ value: c.id, label: named(c) })),
  ];
  return (
    <form
      aria-labelledby="person-identity"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ userId: person.id, identity, categoryIds: identity === 2 ? categoryIds : [] });
      }}
    >
      <h2 id="person-identity">{t('person.identityTitle')}</h2>
      <div className="console-pair">
        <label className="people-filters__field">
          <span>{t('person.identity')}</span>
          <Select<Identity>
            aria-label={t('person.identity')}
            value={identity}
            onChange={(v) => setIdentity(v)}
            options={([0, 1, 2, 3] as const).map((i) => ({ value: i, label: tc(`roles.${i}`) }))}
          />
        </label>
        {identity === 2 && list.length > 0 ? (
          <label className="people-filters__field">
            <span>{t('person.categoriesSeason')}</span>
            <Select<number>
              aria-label={t('person.categoriesSeason')}
              value={season?.id}
              onChange={setSeasonId}
              options={list.map((s) => ({ value: s.id, label: `${s.year} · ${s.name}` }))}
            />
          </label>
        ) : null}
      </div>
      {identity === 2 ? (
        <label className="people-filters__field">
          <span>{t('person.categories')}</span>
          <Select<number[]>
            mode="multiple"
            aria-label={t('person.categories')}
            value={categoryIds}
            onChange={setCategoryIds}
            options={options}
            placeholder={t('person.allCategories')}
            loading={categories.isPending && categories.fetchStatus !== 'idle'}
            optionFilterProp="label"
          />
          <span className="console-muted">{t('person.categoriesHelp')}</span>
        </label>
      ) : null}
      <Refusal error={save.error} />
      {save.isSuccess ? <p role="status">{t('person.identitySaved')}</p> : null}
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 12 }}>
        {t('person.saveIdentity')}
      </Button>
    </form>
  );
}
