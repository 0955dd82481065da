// The network layer's side of the session: one shared token refresh for every request that got a 401.
import { waitFor } from 'xstate';
import { selectAccessToken, type SessionActor } from './session.ts';

/**
 * Called by a request that got a 401 with `failedToken`. Starts the one shared refresh (unless
 * another request already did, or the token already changed) and resolves with the token to retry
 * with, or null when the session ended.
 */
export async function awaitFreshToken(
  actor: SessionActor,
  failedToken: string | null,
): Promise<string | null> {
  const now = actor.getSnapshot();
  if (now.matches({ signedIn: 'active' })) {
    const current = selectAccessToken(now);
    if (current && current !== failedToken) return current;
    actor.send({ type: 'TOKEN_EXPIRED' });
  }
  const settled = await waitFor(
    actor,
    (s) => !s.matches({ signedIn: 'refreshing' }) && !s.matches('loading'),
  );
  return settled.matches('signedIn') ? selectAccessToken(settled) : null;
}
