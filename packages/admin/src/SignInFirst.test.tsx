import type { SessionStart } from '@market/auth-machine';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { catalogues } from './i18n/catalogues.ts';
import { createFakeSessionActor, fakeAdmin } from './session/testing.ts';
import { SignInFirst } from './SignInFirst.tsx';

const session: SessionStart = { tokens: { accessToken: 'access', refreshToken: 'refresh' }, user: fakeAdmin };

/** Stands in for the app's routes (App.tsx routedApp): says which address it was made at. */
const fakeApp = () => vi.fn(async () => <p>the app at {window.location.pathname}</p>);

function renderEntry(loadApp: ReturnType<typeof fakeApp>, authenticate = async () => session) {
  const actor = createFakeSessionActor('anonymous', { authenticate });
  return render(
    <AppProviders sessionActor={actor} catalogues={catalogues}>
      <SignInFirst loadApp={loadApp} />
    </AppProviders>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/auth/login');
});

describe('the sign-in page as its own entry', () => {
  it('names the tab, signs in, and shows the app at / in the same providers (the toast stays), made once', async () => {
    const loadApp = fakeApp();
    renderEntry(loadApp);
    await waitFor(() => expect(document.title).toBe('Marketplace Admin | Sign in'));
    expect(loadApp).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/email/i), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Admin123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('the app at /')).toBeInTheDocument();
    expect(await screen.findByText('Logged In')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    // The page both redirects (signed in) and navigates (after its toast): one app is made.
    expect(loadApp).toHaveBeenCalledTimes(1);
  });

  it('follows a link into the app at the link’s address, in the same tab history', async () => {
    const loadApp = fakeApp();
    renderEntry(loadApp);
    const before = window.history.length;
    await userEvent.click(await screen.findByRole('link', { name: 'Register' }));
    expect(await screen.findByText('the app at /auth/register')).toBeInTheDocument();
    expect(window.history.length).toBe(before + 1);
  });

  it('stays on the form when the password is refused, loading no app', async () => {
    const loadApp = fakeApp();
    const { AuthError } = await import('@market/auth-machine');
    renderEntry(loadApp, () =>
      Promise.reject(new AuthError('invalid-credentials', 'Login failed, please try again')),
    );
    await userEvent.type(await screen.findByLabelText(/email/i), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed, please try again')).toBeInTheDocument();
    expect(loadApp).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/auth/login');
  });
});
