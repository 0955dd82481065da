import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The HS256 signing secret: JWT_SECRET if set, else one generated once and kept in the data folder. */
export function loadSigningSecret(jwtSecret: string | undefined, dataDir: string): Uint8Array {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
