import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PersonDetail } from '@laurel/contract';
import { useCurrentUser } from '../../../lib/session/current-user.ts';
import { useExportPerson, useExportPersonFiles } from '../api/privacy.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { ErasePersonDialog } from './erase-person-dialog.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-privacy.ts';

/**
 * A person's data protection (docs/product.md#data-protection), for staff with the `people`
 * permission: their data as JSON, their files as a zip, and their erasure. An erased person's
 * page says so instead.
 */
export function PersonPrivacy({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('admin-privacy');
  const formatDate = useFormatDateTime();
  const { user } = useCurrentUser();
  const exportJson = useExportPerson(person.id);
  const exportFiles = useExportPersonFiles(person.id);
  const [erasing, setErasing] = useState(false);
  const saved = exportFiles.data ?? exportJson.data;
  return (
    <section className="console-section" aria-labelledby="person-privacy">
      <h2 id="person-privacy">{t('title')}</h2>
      {person.erasedAt ? (
        <Alert type="info" showIcon title={t('erasedOn', { date: formatDate(person.erasedAt) })} />
      ) : (
        <>
          <p>{t('intro')}</p>
          <Space wrap>
            <Button onClick={() => exportJson.mutate()} loading={exportJson.isPending}>
              {t('exportJson')}
            </Button>
            <Button onClick={() => exportFiles.mutate()} loading={exportFiles.isPending}>
              {t('exportFiles')}
            </Button>
            {user?.id === person.id ? null : (
              <Button danger onClick={() => setErasing(true)}>
                {t('erase')}
              </Button>
            )}
          </Space>
          {user?.id === person.id ? <p className="console-muted">{t('dialog.own')}</p> : null}
          {saved && !exportJson.isPending && !exportFiles.isPending ? <p role="status">{t('exported', { file: saved })}</p> : null}
          <Refusal error={exportJson.error ?? exportFiles.error} />
          {erasing ? <ErasePersonDialog person={person} onClose={() => setErasing(false)} /> : null}
        </>
      )}
    </section>
  );
}
