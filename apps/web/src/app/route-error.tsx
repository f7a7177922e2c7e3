import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { ButtonLink } from '../components/button-link.tsx';
import { StatusPage } from '../components/status-page.tsx';
import { ChunkLoadTimeoutError } from '../lib/chunk-timeout.ts';
import { errorText, isApiError } from '../lib/request/index.ts';

function errorMessage(error: unknown): string | null {
  if (error instanceof ChunkLoadTimeoutError) return errorText('chunkLoadTimeout');
  if (isApiError(error)) return typeof error.msg === 'string' ? error.msg : errorText('requestFailed');
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return null;
}

/**
 * A route whose loader or page failed (a category list that did not load, a chunk that timed
 * out): a friendly page inside the layout with a retry, never a blank screen.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const message = errorMessage(error);
  // A loader failure is retried in place; a page that failed to load or render needs a reload.
  const retry = () => (isApiError(error) ? void revalidator.revalidate() : void navigate(0));
  return (
    <StatusPage
      heading={t('status.errorHeading')}
      body={t('status.errorBody')}
      detail={message}
      actions={
        <>
          <Button type="primary" size="large" onClick={retry} loading={revalidator.state === 'loading'}>
            {t('status.retry')}
          </Button>
          <ButtonLink to="/" size="large">
            {t('status.backHome')}
          </ButtonLink>
        </>
      }
    />
  );
}
