import type { ServerResponse } from 'node:http';
import type { Database } from '../db/index.ts';
import { sendJson } from '../http/respond.ts';
import type { JobFileStorage } from './storage.ts';

/**
 * GET /api/jobs/files/<token>: a job's result file through its signed, expiring link. The link was made for
 * one staff member (the job's starter or an admin); it is refused once it expired, once the file passed its
 * retention, when that account may no longer have it, or when a signed-in caller is someone else.
 * Answers: 404 unknown link, 410 LINK_EXPIRED / FILE_EXPIRED, 403 FORBIDDEN.
 */
export async function serveJobFile(
  res: ServerResponse,
  deps: {
    db: Database;
    storage: JobFileStorage;
    token: string;
    authorization: string | undefined;
    authenticate: (header: string) => Promise<{ sub: string } | null>;
  },
): Promise<void> {
  const checked = deps.storage.verify(deps.token);
  if (!checked.ok) {
    if (checked.reason === 'expired')
      return sendJson(res, 410, { code: 'LINK_EXPIRED', message: 'This download link has expired; open the job again' });
    return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  }
  if (deps.authorization) {
    const claims = await deps.authenticate(deps.authorization);
    if (claims && claims.sub !== checked.viewerId)
      return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });
  }
  const file = await deps.storage.get(checked.fileId);
  if (!file) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Not found' });
  const { rows } = await deps.db.query<{ role: string | null }>('select role from accounts where id = $1', [
    checked.viewerId,
  ]);
  const role = rows[0]?.role ?? null;
  if (!role || (role !== 'admin' && file.createdBy !== checked.viewerId))
    return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });
  if (file.removedAt || file.expiresAt.getTime() <= Date.now())
    return sendJson(res, 410, { code: 'FILE_EXPIRED', message: 'This file was removed after its retention period' });
  res.writeHead(200, {
    'content-type': file.contentType,
    'content-length': String(file.bytes),
    'content-disposition': `attachment; filename="${file.name}"`,
    'cache-control': 'no-store',
  });
  const stream = deps.storage.open(file);
  await new Promise<void>((done) => {
    stream.once('error', () => {
      res.destroy();
      done();
    });
    stream.once('end', () => done());
    stream.pipe(res);
  });
}
