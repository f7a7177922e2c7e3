import { useId, useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteNotices } from '../api/get-site-notices.ts';

/**
 * What the server's settings leave undone, above the judge's table (docs/product.md#site-notices):
 * the start log's warnings for the people running the award, who never read a log. One line
 * naming each (the table below it keeps the screen), the whole notices on request. Nothing is
 * drawn while there is nothing to say, or when the notices cannot be read.
 */
export function SiteNotices() {
  const { t } = useTranslation('jury');
  const { data } = useSiteNotices();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!data?.length) return null;
  return (
    <Alert
      className="site-notices"
      type="warning"
      showIcon
      title={
        <>
          <span className="site-notices__title">{t('siteNotices.title')}</span>{' '}
          <span className="site-notices__summary">
            {t('siteNotices.summary', { items: data.map((notice) => t(`siteNotices.short.${notice.code}`)).join(' · ') })}
          </span>
        </>
      }
      action={
        <Button
          size="small"
          type="link"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('siteNotices.hideDetails') : t('siteNotices.showDetails')}
        </Button>
      }
      description={
        open ? (
          <ul className="site-notices-list" id={listId}>
            {data.map((notice) => (
              <li key={notice.code} data-testid={`site-notice-${notice.code}`}>
                {t(`siteNotices.${notice.code}`)}{' '}
                <span className="site-notices-settings">
                  {t('siteNotices.settings')}{' '}
                  {notice.settings.map((name, i) => (
                    <span key={name}>
                      {i > 0 && ', '}
                      <code>{name}</code>
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
