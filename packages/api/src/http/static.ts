import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { ServerResponse } from 'node:http';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Resolves an already percent-decoded URL path inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, decodedPath: string): string | null {
  const full = normalize(join(root, decodedPath));
  return full === root || full.startsWith(root + sep) ? full : null;
}

export function sendFile(
  res: ServerResponse,
  file: string,
  extraHeaders: Record<string, string> = {},
): boolean {
  if (!existsSync(file) || !statSync(file).isFile()) return false;
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size, ...extraHeaders });
  createReadStream(file).pipe(res);
  return true;
}

/** Serves the built admin app; unknown paths get index.html so client-side routes work on reload. */
export function serveAdminApp(res: ServerResponse, distDir: string, urlPath: string): boolean {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const file = safeJoin(distDir, urlPath);
  const isAsset = file !== null && extname(file) !== '';
  if (isAsset && sendFile(res, file, { 'cache-control': 'public, max-age=31536000, immutable' })) return true;
  if (isAsset) return false;
  return sendFile(res, join(distDir, 'index.html'), { 'cache-control': 'no-cache' });
}
