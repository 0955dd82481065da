import { ADMIN_APPLICATION_ID } from '@market/domain';

/** Asks the auth service to send a reset link; it answers the same whether the email exists or not. */
export async function requestPasswordResetFromAuthService(email: string): Promise<void> {
  const response = await fetch('/api/user/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: email, applicationId: ADMIN_APPLICATION_ID }),
  });
  if (!response.ok) throw new Error(`The reset request failed (${response.status})`);
}
