import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, type CertificateVerification } from '@laurel/contract';
import i18n from 'i18next';
import zhCommon from '../../../i18n/locales/zh-CN/common.json';
import zhSite from '../../../i18n/locales/zh-CN/site.json';
import { toast } from '../../../lib/feedback.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { certificate } from '../../../testing/payment-data.ts';
import { toastsSettled } from '../../../testing/toasts.ts';
import { renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();
let known: CertificateVerification;

beforeEach(() => {
  known = certificate();
  server.route('/api/index/verifyCertificate', (req, res) => {
    const code = (req.url.searchParams.get('code') ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
    if (code.length < 8)
      return sendEnvelope(res, 422, { code: ['This is not a certificate code.'] });
    if (code !== known.code) return sendEnvelope(res, 404, 'No certificate has this code.');
    sendOk(res, calls.public.verifyCertificate.response.parse(known));
  });
});

afterEach(async () => {
  toast.destroy();
  setNavigator(null);
  await i18n.changeLanguage('en');
});

const checks = () =>
  server.received.filter((r) => r.url.pathname === '/api/index/verifyCertificate');

describe('/verify (public)', { timeout: 30_000 }, () => {
  it('shows a genuine certificate: what was awarded to whom, a link to the winner, and the signed record', async () => {
    renderApp('/verify?code=LDA-7K3F-9QX2M');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' }),
    ).toBeInTheDocument();
    const result = within(await screen.findByTestId('verify-result'));
    expect(
      result.getByRole('heading', { level: 2, name: 'Genuine certificate' }),
    ).toBeInTheDocument();
    expect(
      result.getByText(
        'This certificate was issued by the award for “Fold chair”, Gold, and it stands.',
      ),
    ).toBeInTheDocument();
    const facts = Object.fromEntries(
      [...document.querySelectorAll('.verify-result__facts > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toEqual({
      Project: 'Fold chair',
      Award: 'Gold',
      Category: 'Furniture',
      Season: '2026',
      Winner: 'Mira Holm',
      Credits: 'Design: Mira Holm\nStudio Mira, Oslo',
      'Certificate code': 'LDA7K3F9QX2M',
      'Issued on': '22 November 2026',
    });
    expect(
      result.getByRole('link', { name: "See the project on the winners' page" }),
    ).toHaveAttribute('href', '/winnerDetails?apply_order_id=41');
    expect(result.getByTestId('verify-record')).toHaveTextContent(known.record);
    expect(result.getByTestId('verify-signature')).toHaveTextContent(known.signature);
    expect(result.getByTestId('verify-public-key').textContent).toBe(known.publicKey);
    // The key's id and fingerprint, and where the organiser publishes it.
    expect(result.getByTestId('verify-key')).toHaveTextContent(
      `Key id ${known.keyId}, SHA-256 fingerprint ${known.keyFingerprint}.`,
    );
    expect(result.getByRole('link', { name: known.keyUrl })).toHaveAttribute('href', known.keyUrl);
    expect(result.getByText(/The organiser publishes this key/)).toBeInTheDocument();
    expect(
      result.getByText(/Ed25519 signature over the exact bytes of the record below/),
    ).toBeInTheDocument();
    expect(checks().map((r) => r.url.searchParams.get('code'))).toEqual(['LDA-7K3F-9QX2M']);
  });

  it('says when and why a certificate was revoked, in the reader’s language', async () => {
    known = certificate({
      revoked: true,
      revokedAt: '2027-01-15T09:00:00.000Z',
      revokedReason: 'Entry withdrawn by the entrant.',
      entry: { ...certificate().entry, winnerUrl: null },
    });
    i18n.addResourceBundle('zh-CN', 'common', zhCommon);
    i18n.addResourceBundle('zh-CN', 'site', zhSite);
    await i18n.changeLanguage('zh-CN');
    renderApp(`/verify?code=${known.code}`);
    const result = within(await screen.findByTestId('verify-result'));
    expect(result.getByRole('heading', { name: '此证书已被撤销' })).toBeInTheDocument();
    expect(
      result.getByText('此证书由本奖项颁发，但已于 2027年1月15日 撤销，不再有效。'),
    ).toBeInTheDocument();
    expect(result.getByText('原因：Entry withdrawn by the entrant.')).toBeInTheDocument();
    expect(result.getByText('金奖')).toBeInTheDocument();
    expect(result.getByText('家具')).toBeInTheDocument();
    // No winner page to link to; the only link is to the organiser's published key.
    expect(result.queryByRole('link', { name: '在获奖作品页查看该作品' })).not.toBeInTheDocument();
    expect(result.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([known.keyUrl]);
  });

  it('says so for an unknown code, without a toast, and checks another typed into its form', async () => {
    const user = userEvent.setup();
    const app = renderApp('/verify?code=LDA-0000-0000');
    expect(await screen.findByText('No certificate has this code')).toBeInTheDocument();
    expect(screen.getByText(/with the code LDA-0000-0000/)).toBeInTheDocument();
    expect(await toastsSettled()).toEqual([]);

    const input = screen.getByLabelText('Certificate code');
    expect(input).toHaveValue('LDA-0000-0000');
    await user.clear(input);
    await user.type(input, 'lda-7k3f-9qx2m');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(app.location()).toBe('/verify?code=lda-7k3f-9qx2m'));
    expect(await screen.findByRole('heading', { name: 'Genuine certificate' })).toBeInTheDocument();
  });

  it('asks for a code when there is none, and refuses one that cannot be a certificate code before asking', async () => {
    const user = userEvent.setup();
    const app = renderApp('/verify');
    const form = within(await screen.findByRole('region', { name: 'Check a certificate' }));
    await user.click(form.getByRole('button', { name: 'Check' }));
    expect(await form.findByText('This field is required')).toBeInTheDocument();
    await user.type(form.getByLabelText('Certificate code'), 'ABC');
    await user.click(form.getByRole('button', { name: 'Check' }));
    expect(
      await form.findByText(
        'This is not a certificate code. Please check it against the certificate.',
      ),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/verify');
    expect(checks()).toEqual([]);
  });
});
