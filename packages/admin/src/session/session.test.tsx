import { AuthError } from '@market/auth-machine';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { waitFor as waitForState } from 'xstate';
import {
  SessionProvider,
  useSessionError,
  useSessionStatus,
  useSessionSubmitting,
  useSessionUser,
} from './index.ts';
import { createFakeSessionActor, fakeAdmin, LOCKED_MESSAGE, memoryTokenStorage } from './testing.ts';

function Probe() {
  const status = useSessionStatus();
  const user = useSessionUser();
  const error = useSessionError();
  const submitting = useSessionSubmitting();
  return (
    <dl>
      <dt>status</dt>
      <dd data-testid="status">{status}</dd>
      <dt>user</dt>
      <dd data-testid="user">
        {user.name ?? '-'}|{user.role ?? '-'}|{String(user.authorized)}|{String(user.loading)}
      </dd>
      <dt>error</dt>
      <dd data-testid="error">{error ? `${error.kind}: ${error.message}` : '-'}</dd>
      <dt>submitting</dt>
      <dd data-testid="submitting">{String(submitting)}</dd>
    </dl>
  );
}

describe('session hooks', () => {
  it('read a signed-in fake session supplied through the provider', async () => {
    const actor = createFakeSessionActor('signedIn');
    render(
      <SessionProvider actor={actor}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signedIn'));
    expect(screen.getByTestId('user')).toHaveTextContent(`${fakeAdmin.name}|admin|true|false`);
  });

  it('report loading while the stored session is restored', () => {
    render(
      <SessionProvider actor={createFakeSessionActor('loading')}>
        <Probe />
      </SessionProvider>,
    );
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(screen.getByTestId('user')).toHaveTextContent('-|-|false|true');
  });

  it('show an account without a role as waiting for access, not authorised', async () => {
    render(
      <SessionProvider actor={createFakeSessionActor('awaitingAccess')}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('awaitingAccess'));
    expect(screen.getByTestId('user')).toHaveTextContent(`${fakeAdmin.name}|-|false|false`);
  });

  it('expose a failed and a locked login as the session error', async () => {
    const { unmount } = render(
      <SessionProvider actor={createFakeSessionActor('failed')}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('error')).toHaveTextContent(
        'invalid-credentials: Login failed, please try again',
      ),
    );
    expect(screen.getByTestId('status')).toHaveTextContent('anonymous');
    unmount();
    render(
      <SessionProvider actor={createFakeSessionActor('locked')}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent(`locked: ${LOCKED_MESSAGE}`));
  });

  it('report submitting while a login is with the auth service', async () => {
    render(
      <SessionProvider actor={createFakeSessionActor('submitting')}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('submitting')).toHaveTextContent('true'));
    expect(screen.getByTestId('user')).toHaveTextContent('-|-|false|true');
  });

  it('logout ends the session and clears both stored tokens', async () => {
    const storage = memoryTokenStorage();
    const actor = createFakeSessionActor('anonymous', { storage });
    await waitForState(actor, (s) => s.matches({ anonymous: 'idle' }));
    actor.send({ type: 'LOGIN', email: fakeAdmin.email, password: 'Admin123!' });
    await waitForState(actor, (s) => s.matches('signedIn'));
    expect(storage.data.size).toBe(2);
    render(
      <SessionProvider actor={actor}>
        <Probe />
      </SessionProvider>,
    );
    act(() => actor.send({ type: 'LOGOUT' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('anonymous'));
    expect(storage.data.size).toBe(0);
  });

  it('fails over to anonymous with the error when the fake authenticate rejects', async () => {
    const actor = createFakeSessionActor('anonymous', {
      authenticate: () => Promise.reject(new AuthError('validation', 'This email is already in use.')),
    });
    await waitForState(actor, (s) => s.matches({ anonymous: 'idle' }));
    actor.send({ type: 'REGISTER', email: 'x@example.com', password: 'Secret123!', name: 'X' });
    const settled = await waitForState(actor, (s) => s.matches({ anonymous: 'idle' }));
    expect(settled.context.error?.message).toBe('This email is already in use.');
  });
});
