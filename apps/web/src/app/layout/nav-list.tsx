import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navClass, type NavItem } from './nav-items.ts';

/**
 * The `<li>` links of a navigation list, the current page marked (`navClass`); header and drawer
 * lay them out differently. `secondary` items carry `is-secondary` where the list hides them on
 * narrow screens.
 */
export function NavList({ items, markSecondary = false }: { items: readonly NavItem[]; markSecondary?: boolean }) {
  const { t } = useTranslation();
  return items.map((item) => (
    <li key={item.to} className={markSecondary && item.secondary ? 'is-secondary' : undefined}>
      <NavLink to={item.to} end className={navClass}>
        {t(item.labelKey)}
      </NavLink>
    </li>
  ));
}
