import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleShell } from '../components/console-shell.tsx';
import { PeopleSearch } from '../components/people-search.tsx';
import { PersonView } from '../components/person-view.tsx';
import '../../../i18n/admin-people.ts';
import '../components/people.css';

/**
 * `/admin/people`: everyone with an account, searched on the server; `?id=N` is one person's page
 * (docs/product.md#people).
 */
export default function PeoplePage() {
  const { t } = useTranslation('admin-people');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return <PersonView key={id} id={id} />;
  return (
    <ConsoleShell title={t('people.title')}>
      <PeopleSearch />
    </ConsoleShell>
  );
}
