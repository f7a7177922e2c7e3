import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CertificateVerification } from '@laurel/contract';
import { useFormatDate } from '../../../lib/format-date.ts';
import '../../../i18n/certificates.ts';

/** One way to check a saved record offline, with the files named as the texts name them. */
const OPENSSL_CHECK =
  'openssl pkeyutl -verify -pubin -inkey key.pem -rawin -in record.txt -sigfile signature.bin';

/** The winner page's address as a link: a path of this site through the router, else as given. */
function WinnerLink({ url, children }: { url: string; children: string }) {
  if (url.startsWith('/') && !url.startsWith('//')) return <Link to={url}>{children}</Link>;
  if (/^https?:\/\//i.test(url)) return <a href={url}>{children}</a>;
  return null;
}

/**
 * One certificate as the public sees it (docs/product.md#certificates): genuine or revoked (when,
 * and why), what was awarded to whom, and the signed record with its signature and the
 * organiser's public key — its id, fingerprint and where the organiser publishes it — for checking
 * a saved copy offline.
 */
export function VerifyResult({ result }: { result: CertificateVerification }) {
  const { t, i18n } = useTranslation('certificates');
  const formatDate = useFormatDate();
  const zh = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  const { entry } = result;
  const award = (zh && entry.awardZh) || entry.award;
  const category = (zh && entry.categoryZh) || entry.category;
  const facts: [string, string][] = [
    [t('verify.project'), entry.title],
    [t('verify.award'), award],
    [t('verify.category'), category],
    [t('verify.season'), entry.season],
    [t('verify.winner'), entry.winnerName],
    ...(entry.credits ? ([[t('verify.credits'), entry.credits]] as [string, string][]) : []),
    [t('verify.code'), result.code],
    [t('verify.issued'), formatDate(result.issuedAt)],
  ];

  return (
    <article
      className={`verify-result verify-result--${result.revoked ? 'revoked' : 'valid'}`}
      data-testid="verify-result"
    >
      <header className="verify-result__status" role="status">
        {result.revoked ? (
          <CloseCircleFilled className="verify-result__icon" aria-hidden="true" />
        ) : (
          <CheckCircleFilled className="verify-result__icon" aria-hidden="true" />
        )}
        <div>
          <h2 className="verify-result__title">
            {result.revoked ? t('verify.revokedTitle') : t('verify.validTitle')}
          </h2>
          <p className="verify-result__lead">
            {result.revoked
              ? t('verify.revokedBody', {
                  date: result.revokedAt ? formatDate(result.revokedAt) : '',
                })
              : t('verify.validBody', { award, title: entry.title })}
          </p>
          {result.revoked && result.revokedReason ? (
            <p className="verify-result__reason">
              {t('verify.reason', { reason: result.revokedReason })}
            </p>
          ) : null}
        </div>
      </header>

      <dl className="verify-result__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {entry.winnerUrl ? (
        <p className="verify-result__link">
          <WinnerLink url={entry.winnerUrl}>{t('verify.winnerPage')}</WinnerLink>
        </p>
      ) : null}

      <details className="verify-result__proof">
        <summary>{t('verify.proofSummary')}</summary>
        <p className="verify-result__how">{t('verify.proofHow')}</p>
        <code className="verify-result__command">{OPENSSL_CHECK}</code>
        <h3>{t('verify.record')}</h3>
        <pre data-testid="verify-record">{result.record}</pre>
        <h3>{t('verify.signature', { algorithm: result.algorithm })}</h3>
        <pre data-testid="verify-signature">{result.signature}</pre>
        <h3>{t('verify.publicKey')}</h3>
        <pre data-testid="verify-public-key">{result.publicKey}</pre>
        <p className="verify-result__key" data-testid="verify-key">
          {t('verify.keyId', { keyId: result.keyId, fingerprint: result.keyFingerprint })}
        </p>
        <p className="verify-result__key">
          {result.keyCurrent ? t('verify.keyPublished') : t('verify.keyFormer')}{' '}
          <a href={result.keyUrl}>{result.keyUrl}</a>
        </p>
      </details>
    </article>
  );
}
