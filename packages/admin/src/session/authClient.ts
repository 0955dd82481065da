import { createAuthClient, type AuthClient } from '@market/auth-machine';
import { ADMIN_APPLICATION_ID } from '@market/domain';

/** The auth service client the admin talks to (same origin: the API server serves the app). */
export const authClient: AuthClient = createAuthClient({ applicationId: ADMIN_APPLICATION_ID });
