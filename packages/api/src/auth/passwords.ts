import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id; these are OWASP's minimum recommended costs (19 MiB, 2 passes).
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, COST);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether a stored value is a password hash at all (an invited account holds a placeholder until it sets one). */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('$argon2');
}

/** A real hash to verify against when the account does not exist, so timing does not reveal which emails exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
}
