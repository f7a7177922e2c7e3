import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineState } from '../../../components/inline-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { isUnknownCode, useVerifyCertificate } from '../api/verify-certificate.ts';
import { VerifyForm } from '../components/verify-form.tsx';
import { VerifyResult } from '../components/verify-result.tsx';
import '../components/verify.css';
import '../../../i18n/certificates.ts';

/**
 * /verify?code=… (public): the page a certificate's QR code leads to (docs/product.md#certificates).
 * Anyone can see whether the certificate is genuine or was revoked, what it was awarded for, and
 * check its signature offline. Without a code, a form to type one.
 */
export default function VerifyPage() {
  const { t } = useTranslation('certificates');
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const result = useVerifyCertificate(code);

  const shell = (body: ReactNode) => (
    <>
      <PageIntro titleKey="title.verify" description={t('verify.lead')} />
      <div className="container verify-page">{body}</div>
    </>
  );

  if (code === null) return shell(<VerifyForm heading={t('verify.formHeading')} />);

  let body: ReactNode;
  if (result.isPending) {
    body = (
      <div className="verify-page__loading" role="status">
        <Spin /> <span>{t('verify.checking')}</span>
      </div>
    );
  } else if (result.isError) {
    body = isUnknownCode(result.error) ? (
      <InlineState
        role="alert"
        title={t('verify.notFoundTitle')}
        body={t('verify.notFoundBody', { code })}
      />
    ) : (
      <LoadError title={t('verify.loadFailed')} onRetry={result.refetch} />
    );
  } else {
    body = <VerifyResult result={result.data} />;
  }
  return shell(
    <>
      {body}
      <VerifyForm key={code} initial={code} heading={t('verify.anotherHeading')} />
    </>,
  );
}
