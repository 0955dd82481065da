// What the end-to-end server and the specs agree on. The server is the real one (packages/api),
// on its own port and a fresh embedded database, serving the built admin (packages/admin/dist).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4410);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Known signing secret, so a spec can mint an already-expired access token the server accepts as its own. */
export const E2E_JWT_SECRET =
  process.env.E2E_JWT_SECRET ?? 'e2e-signing-secret-not-for-production-use-0123456789';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin123!', name: 'Ada Admin' } as const;
export const DEMO_SUPPORT = { email: 'support@example.com', password: 'Support123!' } as const;

export const ACCESS_TOKEN_KEY = 'market.auth.accessToken';
export const REFRESH_TOKEN_KEY = 'market.auth.refreshToken';

/** Rows an unfiltered CSV export may have on the e2e server (the product's default is 10,000). */
export const E2E_EXPORT_UNFILTERED_LIMIT = 20;

/**
 * Where the e2e server's notification worker delivers (NOTIFICATION_WEBHOOK_URL): a gateway the invite spec
 * listens on itself, so it reads the invitation email as a real mail gateway would receive it.
 */
export const E2E_MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? E2E_PORT + 1000);
