import { AuthError, type Credentials, type SessionStart } from '@market/auth-machine';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES } from '@market/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../i18n/catalogues.ts';
import type { SetPasswordOutcome } from '../../session/index.ts';
import { translatePasswordMessage } from './passwordMessages.ts';
import { createFakeSessionActor, fakeAdmin, memoryTokenStorage } from '../../session/testing.ts';
import { AuthPageHarness } from './authStorySupport.tsx';
import {
  ForgotPasswordPage,
  LockscreenPage,
  LoginPage,
  NotFoundPage,
  RegisterPage,
  ResetPasswordPage,
  ServerErrorPage,
} from './index.ts';

const session = (user = fakeAdmin): SessionStart => ({
  tokens: { accessToken: 'access', refreshToken: 'refresh' },
  user,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('LoginPage', () => {
  it('signs in, says so in a toast and goes to /', async () => {
    const attempt = deferred<SessionStart>();
    const authenticate = vi.fn((_: Credentials) => attempt.promise);
    const storage = memoryTokenStorage();
    const actor = createFakeSessionActor('anonymous', { authenticate, storage });
    render(
      <AuthPageHarness actor={actor} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/email/i), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Admin123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // While the auth service answers, the form cannot be sent again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    expect(authenticate).toHaveBeenCalledWith({
      kind: 'login',
      email: 'admin@example.com',
      password: 'Admin123!',
    });

    attempt.resolve(session());
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(await screen.findByText('Logged In')).toBeInTheDocument();
    expect(screen.getByText('You have successfully logged in!')).toBeInTheDocument();
    expect(storage.data.get('market.auth.accessToken')).toBe('access');
  });

  it('keeps a failed login on the form with the message', async () => {
    const actor = createFakeSessionActor('anonymous', {
      authenticate: () =>
        Promise.reject(new AuthError('invalid-credentials', 'Login failed, please try again')),
    });
    render(
      <AuthPageHarness actor={actor} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/email/i), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login failed, please try again')).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the deactivated-account message', async () => {
    render(
      <AuthPageHarness actor={createFakeSessionActor('locked')} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    expect(await screen.findByText(/This account is deactivated/)).toBeInTheDocument();
  });

  it('tells a throttled user how many minutes to wait', async () => {
    render(
      <AuthPageHarness actor={createFakeSessionActor('throttled')} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    expect(await screen.findByText('Too many attempts. Try again in 5 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('refuses an empty form field by field, without calling the auth service', async () => {
    const authenticate = vi.fn(async () => session());
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous', { authenticate })} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/email/i), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('refuses an email over the domain limit in the page language', async () => {
    const authenticate = vi.fn(async () => session());
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous', { authenticate })} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    await userEvent.click(screen.getByLabelText(/email/i));
    await userEvent.paste(`${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(4)}com`);
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Use at most 254 characters')).toBeInTheDocument();
    expect(authenticate).not.toHaveBeenCalled();
  });

  it('shows the waiting-for-access screen to an account without a role', async () => {
    render(
      <AuthPageHarness actor={createFakeSessionActor('awaitingAccess')} path="/auth/login">
        <LoginPage />
      </AuthPageHarness>,
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for access' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('RegisterPage', () => {
  it('registers, says so in a toast and goes to /', async () => {
    const authenticate = vi.fn(async () => session({ ...fakeAdmin, role: null }));
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous', { authenticate })} path="/auth/register">
        <RegisterPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/full name/i), 'Layla Nasser');
    await userEvent.type(screen.getByLabelText(/email/i), 'layla@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(authenticate).toHaveBeenCalledWith({
      kind: 'register',
      name: 'Layla Nasser',
      email: 'layla@example.com',
      password: 'Secret123!',
    });
    expect(await screen.findByText('Successfully Registered')).toBeInTheDocument();
    expect(screen.getByText('You have successfully registered!')).toBeInTheDocument();
  });

  it('puts the server’s refusal on the email field', async () => {
    const authenticate = () =>
      Promise.reject(
        new AuthError('validation', 'This email is already in use.', {
          email: 'This email is already in use.',
        }),
      );
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous', { authenticate })} path="/auth/register">
        <RegisterPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/full name/i), 'Ada Admin');
    await userEvent.type(screen.getByLabelText(/email/i), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123!');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This email is already in use.')).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s password refusal on the password field', async () => {
    const authenticate = () =>
      Promise.reject(
        new AuthError('validation', PASSWORD_MESSAGES.tooWeak, { password: PASSWORD_MESSAGES.tooWeak }),
      );
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous', { authenticate })} path="/auth/register">
        <RegisterPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/full name/i), 'Ada Admin');
    await userEvent.type(screen.getByLabelText(/email/i), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/too common or too easy to guess/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a password of at least 8 characters', async () => {
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous')} path="/auth/register">
        <RegisterPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/^password/i), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', () => {
  it('sends the reset request and answers without saying whether the email exists', async () => {
    const requestPasswordReset = vi.fn(async () => {});
    render(
      <AuthPageHarness
        actor={createFakeSessionActor('anonymous')}
        path="/auth/forgot-password"
        requestPasswordReset={requestPasswordReset}
      >
        <ForgotPasswordPage />
      </AuthPageHarness>,
    );
    await userEvent.type(screen.getByLabelText(/email/i), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for someone@example.com/)).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith('someone@example.com');
  });
});

describe('LockscreenPage', () => {
  it('checks the signed-in user’s password and reopens the admin', async () => {
    const verifyPassword = vi.fn(async () => {});
    render(
      <AuthPageHarness
        actor={createFakeSessionActor('signedIn')}
        path="/auth/lockscreen"
        verifyPassword={verifyPassword}
      >
        <LockscreenPage />
      </AuthPageHarness>,
    );
    expect(await screen.findByText(fakeAdmin.name)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^password/i), 'Admin123!');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(verifyPassword).toHaveBeenCalledWith(fakeAdmin.email, 'Admin123!');
  });

  it('stays locked with the message when the password is wrong', async () => {
    render(
      <AuthPageHarness
        actor={createFakeSessionActor('signedIn')}
        path="/auth/lockscreen"
        verifyPassword={() => Promise.reject(new AuthError('invalid-credentials', 'no'))}
      >
        <LockscreenPage />
      </AuthPageHarness>,
    );
    await userEvent.type(await screen.findByLabelText(/^password/i), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Login failed, please try again')).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).toBeNull();
  });
});

describe('status pages', () => {
  it.each([
    [NotFoundPage, '404', 'Page not found'],
    [ServerErrorPage, '500', 'Something went wrong'],
  ])('%o shows the code, a heading and a way back', (Page, code, title) => {
    render(
      <AuthPageHarness actor={createFakeSessionActor('anonymous')} path={`/auth/${code}`}>
        <Page />
      </AuthPageHarness>,
    );
    expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the admin' })).toHaveAttribute('href', '/');
  });
});

describe('ResetPasswordPage', () => {
  const renderReset = (
    setPasswordWithLink: (token: string, password: string) => Promise<SetPasswordOutcome>,
    entry = '/auth/reset-password?token=tok-123',
  ) =>
    render(
      <AuthPageHarness
        actor={createFakeSessionActor('anonymous')}
        path="/auth/reset-password"
        entry={entry}
        setPasswordWithLink={setPasswordWithLink}
      >
        <ResetPasswordPage />
      </AuthPageHarness>,
    );
  const choose = async (password: string) => {
    await userEvent.type(screen.getByLabelText(/new password/i), password);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
  };

  it('refuses a short password before sending, then a weak one on the field, then saves and goes to sign in', async () => {
    const setPassword = vi
      .fn<(token: string, password: string) => Promise<SetPasswordOutcome>>()
      .mockResolvedValueOnce({ kind: 'refused', message: PASSWORD_MESSAGES.tooWeak })
      .mockResolvedValueOnce({ kind: 'done' });
    renderReset(setPassword);
    await choose('short');
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(setPassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(/new password/i));
    await choose('Password1');
    expect(await screen.findByText(/too common or too easy to guess/)).toBeInTheDocument();
    expect(setPassword).toHaveBeenLastCalledWith('tok-123', 'Password1');

    await userEvent.clear(screen.getByLabelText(/new password/i));
    await choose('Velvet-Orbit-4410');
    expect(await screen.findByText('Password saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/auth/login'));
  });

  it('says a used or expired link can no longer be used and offers a new one', async () => {
    renderReset(async () => ({ kind: 'invalid-link' }));
    await choose('Velvet-Orbit-4410');
    expect(await screen.findByText('This link can no longer be used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('says so at once when the link has no token', () => {
    const setPassword = vi.fn();
    renderReset(setPassword, '/auth/reset-password');
    expect(screen.getByText('This link can no longer be used')).toBeInTheDocument();
    expect(screen.queryByLabelText(/new password/i)).toBeNull();
  });
});

describe('password messages', () => {
  it('shows every password refusal in Arabic', () => {
    const intl = createIntl({ locale: 'ar-EG', messages: catalogues['ar-EG'] });
    for (const message of Object.values(PASSWORD_MESSAGES)) {
      const shown = translatePasswordMessage(intl, message);
      expect(shown, message).not.toBe(message);
      expect(shown, message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
