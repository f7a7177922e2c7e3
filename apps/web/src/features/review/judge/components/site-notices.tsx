import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteNotices } from '../api/get-site-notices.ts';

/**
 * What the server's settings leave undone, above the judge's table (docs/product.md#site-notices):
 * the start log's warnings for the people running the award, who never read a log. Nothing is
 * drawn while there is nothing to say, or when the notices cannot be read.
 */
export function SiteNotices() {
  const { t } = useTranslation('jury');
  const { data } = useSiteNotices();
  if (!data?.length) return null;
  return (
    <Alert
      className="site-notices"
      type="warning"
      showIcon
      title={t('siteNotices.title')}
      description={
        <ul className="site-notices-list">
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
      }
    />
  );
}
