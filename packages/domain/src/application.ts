/** The one application the auth service knows; the admin app sends it as `applicationId` on login. */
export const ADMIN_APPLICATION_ID = '8a1c5f0e-6c3b-4d8e-9f21-5b7a2d4e6c10';
