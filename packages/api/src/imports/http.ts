import type { ServerResponse } from 'node:http';
import { canAccess } from '@market/domain';
import type { Viewer } from '../resources/store.ts';
import { sendJson } from '../http/respond.ts';
import { importEntity } from './entities/index.ts';
import { importTemplate } from './template.ts';

/** GET /api/import/templates/<entity>.csv — admins only (export-import is in the Miscellaneous area). */
export function sendImportTemplate(res: ServerResponse, viewer: Viewer | null, file: string): void {
  if (!viewer) return sendJson(res, 401, { code: 'UNAUTHENTICATED', message: 'Please sign in' });
  if (!canAccess(viewer.role, 'export-import'))
    return sendJson(res, 403, { code: 'FORBIDDEN', message: 'You do not have access to this' });
  const entity = file.endsWith('.csv') ? importEntity(file.slice(0, -'.csv'.length)) : undefined;
  if (!entity) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'No import template with this name' });
  const body = importTemplate(entity);
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${entity.key}-template.csv"`,
    'cache-control': 'no-store',
  });
  res.end(body);
}
