import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, type SessionActor } from '@market/auth-machine';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSessionActor } from './testing.ts';

type ActorModule = { sessionActor: SessionActor } | Error;

/** The app's actor module as `load` answers it: a fake actor, or an error (the chunk failed to load). */
function mockActorModule(load: () => ActorModule) {
  vi.doMock('./sessionActor.ts', () => {
    const module = load();
    if (module instanceof Error) throw module;
    return module;
  });
}

/** The session modules afresh, nothing loaded yet. */
async function freshAppSession(load: () => ActorModule) {
  vi.resetModules();
  mockActorModule(load);
  return import('./index.ts');
}

/** The sign-in page over the app's own session (no fake passed), with the modules afresh. */
async function renderLoginPage(load: () => ActorModule) {
  await freshAppSession(load);
  const { AuthPageHarness } = await import('../pages/auth/authStorySupport.tsx');
  const { LoginPage } = await import('../pages/auth/LoginPage.tsx');
  render(
    <AuthPageHarness path="/auth/login">
      <LoginPage />
    </AuthPageHarness>,
  );
}

const fake = (state: Parameters<typeof createFakeSessionActor>[0]) => () => ({
  sessionActor: createFakeSessionActor(state),
});

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.doUnmock('./sessionActor.ts');
  localStorage.clear();
});

describe('the app session, loaded on demand', () => {
  it('answers anonymous before it has loaded, without a provider', async () => {
    const { useSessionStatus, useSessionUser, appSessionState } = await freshAppSession(fake('signedIn'));
    function Probe() {
      const user = useSessionUser();
      return <p>{`${useSessionStatus()} ${String(user.authorized)} ${String(user.loading)}`}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('anonymous false false')).toBeInTheDocument();
    expect(appSessionState().actor).toBeNull();
  });

  it('hands out the actor once it has restored the stored session, and readers follow it', async () => {
    const { loadSessionActor, appSessionState, useSessionStatus } = await freshAppSession(fake('signedIn'));
    function Probe() {
      return <p>{useSessionStatus()}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    const actor = await loadSessionActor();
    // Never "loading": readers first see the restored state.
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(appSessionState().actor).toBe(actor);
    await waitFor(() => expect(screen.getByText('signedIn')).toBeInTheDocument());
    expect(await loadSessionActor()).toBe(actor);
  });

  it('reads as loading while stored tokens are restored, then as what they restored', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    const { loadSessionActor, appSessionState, useSessionStatus, useSessionUser } = await freshAppSession(
      fake('signedIn'),
    );
    function Probe() {
      return <p>{`${useSessionStatus()} ${String(useSessionUser().loading)}`}</p>;
    }
    const restored = loadSessionActor();
    expect(appSessionState()).toEqual({ actor: null, restoring: true });
    render(<Probe />);
    // Not "anonymous": the session guard would send a signed-in user to sign-in meanwhile.
    expect(screen.getByText('loading true')).toBeInTheDocument();
    await restored;
    await waitFor(() => expect(screen.getByText('signedIn false')).toBeInTheDocument());
    expect(appSessionState().restoring).toBe(false);
  });

  it('tries the load again after it failed', async () => {
    const { loadSessionActor } = await freshAppSession(() => new Error('chunk failed to load'));
    // Vitest wraps the module's error in its own.
    await expect(loadSessionActor()).rejects.toThrow();
    mockActorModule(fake('anonymous'));
    const actor = await loadSessionActor();
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
  });

  it('knows whether a session is stored without loading it', async () => {
    const { hasStoredSession } = await freshAppSession(fake('anonymous'));
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    expect(hasStoredSession()).toBe(true);
  });

  it('a sign-in form loads it when first focused, then signs in through it', async () => {
    const actor = createFakeSessionActor('anonymous');
    const load = vi.fn(() => ({ sessionActor: actor }));
    await renderLoginPage(load);
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/email/i), 'admin@example.com');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText(/^password/i), 'Admin123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('a sign-in whose session cannot load says the connection failed, and the next try loads it', async () => {
    await renderLoginPage(() => new Error('chunk failed to load'));
    await userEvent.type(screen.getByLabelText(/email/i), 'admin@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Admin123!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'The server could not be reached. Check your connection.',
    );
    mockActorModule(fake('anonymous'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
  });
});
