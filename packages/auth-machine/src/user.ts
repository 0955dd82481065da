// The signed-in user as the app shows it, mapped from the auth service's FusionAuth-shaped user.
export type StaffRole = 'admin' | 'support';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  /** null for a self-registered account that no admin has granted access yet. */
  role: StaffRole | null;
  phone?: string;
}

/** The user object of /api/login, /api/register and /api/user (the fields we read). */
export interface AuthServiceUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  imageUrl?: string | null;
  mobilePhone?: string | null;
  registrations?: { applicationId?: string; roles?: string[] }[];
}

function isStaffRole(value: unknown): value is StaffRole {
  return value === 'admin' || value === 'support';
}

export function toSessionUser(user: AuthServiceUser): SessionUser {
  // As the spec reads it: the role is registrations[0].roles[0].
  const role = user.registrations?.[0]?.roles?.[0];
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return {
    id: user.id,
    name,
    email: user.email,
    avatar: user.imageUrl ?? null,
    role: isStaffRole(role) ? role : null,
    ...(user.mobilePhone ? { phone: user.mobilePhone } : {}),
  };
}
