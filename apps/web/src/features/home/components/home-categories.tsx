import { useTranslation } from 'react-i18next';
import { SectionHeader } from '../../../components/section-header.tsx';
import { StoredImage } from '../../../components/stored-image.tsx';
import { useCategoryTree } from '../../../lib/public/use-category-tree.ts';

/**
 * The category groups of the season with the categories in each (fetched fresh,
 * docs/product.md#public-calls).
 */
export function HomeCategories() {
  const { t } = useTranslation('site');
  const { data } = useCategoryTree();
  if (!data || data.length === 0) return null;
  return (
    <section className="section section--paper" aria-labelledby="home-categories">
      <div className="container">
        <SectionHeader
          id="home-categories"
          title={t('home.categoriesTitle')}
          lead={t('home.categoriesLead')}
          link={{ to: '/rules', label: t('cta.readRules') }}
        />
        <ul className="category-grid">
          {data.map((group) => (
            <li key={group.id} className="category-tile">
              {group.coverUrl ? (
                <StoredImage src={group.coverUrl} alt="" size="thumb" ratio={16 / 9} />
              ) : null}
              <h3 className="category-tile__name">{group.name}</h3>
              {group.description ? <p className="category-tile__text">{group.description}</p> : null}
              {group.children.length > 0 ? (
                <ul className="category-tile__children">
                  {group.children.map((child) => (
                    <li key={child.id}>{child.name}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
