import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formMessages, PASSWORD_MAX, PASSWORD_MIN } from '@laurel/contract';
import { TOKEN_STORAGE_KEY } from '../../../lib/constants.ts';
import { setNavigator } from '../../../lib/request/index.ts';
import { getCurrentUser } from '../../../lib/session/current-user.ts';
import { sendEnvelope, sendOk } from '../../../testing/api-server.ts';
import { setupPageTestServer } from '../../../testing/page-test-server.ts';
import { toast } from '../../../lib/feedback.ts';
import { toastsSettled, toastTexts } from '../../../testing/toasts.ts';
import { makeUser, renderApp } from '../../../app/test-app.tsx';

const server = setupPageTestServer();

const session = (name = 'Ada Lovelace') => ({
  token: 'tok-123',
  expiresAt: '2026-12-01T00:00:00.000Z',
  user: makeUser(0, { name }),
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  toast.destroy();
  setNavigator(null);
});

const bodyOf = (path: string) => {
  const req = server.received.findLast((r) => r.url.pathname === path);
  return req ? (JSON.parse(req.body) as Record<string, unknown>) : undefined;
};

describe('login form', { timeout: 20_000 }, () => {
  it('shows the generic required messages and sends nothing when empty', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    // findAll resolves at the first match; antd renders the two messages one after the other.
    await waitFor(() => expect(screen.getAllByText(formMessages.required())).toHaveLength(2), { timeout: 5000 });
    expect(server.received).toHaveLength(0);
  });

  it('rejects an e-mail address that is not one with the pattern message', async () => {
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(formMessages.pattern())).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
  });

  it('logs in, stores the token and returns to the redirect path', async () => {
    server.route('/api/user/login', (_req, res) => sendOk(res, session()));
    const app = renderApp('/login?redirect=%2Ffaq');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/faq'));
    expect(bodyOf('/api/user/login')).toEqual({ email: 'ada@example.com', password: 'Secret#2026' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-123');
    expect(getCurrentUser(app.queryClient)?.name).toBe('Ada Lovelace');
    expect(screen.getByTestId('account-menu')).toHaveTextContent('Ada Lovelace');
  });

  it('never follows a redirect to another site', async () => {
    server.route('/api/user/login', (_req, res) => sendOk(res, session()));
    const app = renderApp('/login?redirect=%2F%2Fevil.example%2F');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
  });

  it.each([
    [1, '/juryreview', 'Jury review'],
    [2, '/subjuryreview', 'Sub-jury review'],
    [3, '/levelJuryreview', 'Second-level review'],
  ])('lands a jury member (identity %i) on their review page, which the header offers', async (identity, page, label) => {
    server.route('/api/user/login', (_req, res) => sendOk(res, { ...session('Lena Berg'), user: makeUser(identity, { name: 'Lena Berg' }) }));
    const app = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'lena@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe(page));
    expect(screen.getByTestId('header-jury-review')).toHaveTextContent(label);
    expect(screen.getByTestId('header-jury-review')).toHaveAttribute('href', page);
  });

  it('offers an entrant no jury review in the header', async () => {
    renderApp('/faq', { user: makeUser(0) });
    expect(await screen.findByTestId('account-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('header-jury-review')).toBeNull();
  });

  it('shows a refused login once, under its field, with no toast repeating it', async () => {
    server.route('/api/user/login', (_req, res) =>
      sendEnvelope(res, 422, { password: ['The e-mail address or password is incorrect.'] }),
    );
    const app = renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The e-mail address or password is incorrect.', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/The e-mail address or password is incorrect/)).toHaveLength(1);
    expect(screen.queryByText(/password:/i)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true'));
    // The first field in error has the focus, so the user can correct it at once.
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(await toastsSettled()).toEqual([]);
    expect(app.location()).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a refusal for a field the form does not have is one toast, by its label, never its key', async () => {
    server.route('/api/user/login', (_req, res) => sendEnvelope(res, 422, { body: ['Invalid type'] }));
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(server.received.some((r) => r.url.pathname === '/api/user/login')).toBe(true));
    expect(await toastsSettled()).toEqual([{ type: 'error', text: 'The form: Invalid type' }]);
  });

  it('a form sent empty takes the user to its first error, focused', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });
});

describe('toasts and navigation', { timeout: 20_000 }, () => {
  it("a page's error toast closes when the user moves to another page; a confirmation stays", async () => {
    server.route('/api/user/login', (_req, res) => sendEnvelope(res, 409, 'This account is locked for now.'));
    renderApp('/login');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever-it-is');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(toastTexts()).toEqual(['This account is locked for now.']));
    toast.success('Saved elsewhere');
    await waitFor(() => expect(toastTexts()).toHaveLength(2));
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('button', { name: 'Set new password' })).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual(['Saved elsewhere']));
  });

  it('the session-expired toast goes with the user to /login', async () => {
    server.route('/api/user/changePassword', (_req, res) => sendEnvelope(res, 401, 'Please log in.'));
    const app = renderApp('/user/changepassword', { user: makeUser(0) });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Entrant#2026');
    await userEvent.type(screen.getByLabelText('New password'), 'Whatever#2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Whatever#2026');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Change password' }));
    // To /login, and back to the page after logging in again: nobody loses their place.
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fuser%2Fchangepassword'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toEqual(['Login information has expired, please log in again.']));
    server.route('/api/user/login', (_req, res) => sendOk(res, session()));
    await userEvent.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location()).toBe('/user/changepassword'));
  });
});

describe('register form', { timeout: 20_000 }, () => {
  it('checks lengths, the password confirmation and the code format', async () => {
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'different');
    await userEvent.type(screen.getByLabelText('E-mail code'), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(formMessages.min(PASSWORD_MIN))).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(screen.getByText(formMessages.pattern())).toBeInTheDocument();
    // antd validates the fields one by one: wait for both, not for the first.
    await waitFor(() => expect(screen.getAllByText(formMessages.required()).length).toBeGreaterThanOrEqual(2));

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('x'.repeat(PASSWORD_MAX + 1));
    expect(await screen.findByText(formMessages.max(PASSWORD_MAX))).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
  });

  it('asks for a valid e-mail before sending a code', async () => {
    renderApp('/register');
    await userEvent.click(await screen.findByTestId('send-code'));
    expect(await screen.findByText(formMessages.required())).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
  });

  it("sends the code, then counts down the server's wait before a resend", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.route('/api/email/verifyCode', (_req, res) =>
      sendOk(res, { resendAfterSeconds: 45, expiresInSeconds: 600 }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderApp('/register');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    const button = screen.getByTestId('send-code');
    expect(button).toHaveTextContent('Send code');
    await user.click(button);

    await waitFor(() => expect(button).toHaveTextContent('Resend in 45 s'));
    expect(button).toBeDisabled();
    expect(bodyOf('/api/email/verifyCode')).toEqual({
      email: 'ada@example.com',
      purpose: 'register',
      language: 'en',
    });
    expect(screen.getByTestId('send-code-status')).toHaveTextContent(
      'We have sent an e-mail to ada@example.com. Its code is valid for 10 minutes. You can request a new code in 45 seconds.',
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(button).toHaveTextContent('Resend in 25 s');
    expect(button).toBeDisabled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    expect(button).toHaveTextContent('Resend code');
    expect(button).toBeEnabled();
    expect(screen.getByTestId('send-code-status')).toHaveTextContent(
      'You can request a new code now.',
    );
  });

  it('creates the account with the code and logs the new user in', async () => {
    server.route('/api/user/register', (_req, res) => sendOk(res, session('Grace Hopper')));
    const app = renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('E-mail'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('E-mail code'), '123456');
    await userEvent.type(screen.getByLabelText('Password'), 'Compiler#1952');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Compiler#1952');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    expect(bodyOf('/api/user/register')).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      password: 'Compiler#1952',
      code: '123456',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });
});

describe('forgotten password', { timeout: 20_000 }, () => {
  it('sends a reset code, sets the new password and goes to /login with the address', async () => {
    server.route('/api/email/verifyCode', (_req, res) =>
      sendOk(res, { resendAfterSeconds: 60, expiresInSeconds: 600 }),
    );
    server.route('/api/user/resetPassword', (_req, res) => sendOk(res, null));
    const app = renderApp('/user/forget');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await userEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByTestId('send-code')).toHaveTextContent(/Resend in \d+ s/));
    expect(bodyOf('/api/email/verifyCode')).toMatchObject({ purpose: 'reset' });
    // The server answers alike for any address, so the page promises nothing about an account.
    expect(screen.getByTestId('send-code-status')).toHaveTextContent(
      'If an account uses ada@example.com, we have sent it a code. It is valid for 10 minutes.',
    );

    await userEvent.type(screen.getByLabelText('E-mail code'), '654321');
    await userEvent.type(screen.getByLabelText('New password'), 'Another#2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Another#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(bodyOf('/api/user/resetPassword')).toEqual({
      email: 'ada@example.com',
      code: '654321',
      password: 'Another#2026',
    });
    expect(await screen.findByLabelText('E-mail')).toHaveValue('ada@example.com');
  });
});
