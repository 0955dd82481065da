/**
 * The lock screen's check: a sign-in with the signed-in user's email. The auth service has no
 * "verify password" call, so the session this opens is closed at once and the app keeps its own.
 */
export async function verifyPasswordWithAuthService(email: string, password: string): Promise<void> {
  // Loaded here: the provider that offers this check is on every page, the lock screen is not.
  const { authClient } = await import('./authClient.ts');
  const session = await authClient.login(email, password);
  await authClient.logout(session.tokens.refreshToken).catch(() => {
    // The extra session expires on its own; the user's check already succeeded.
  });
}
