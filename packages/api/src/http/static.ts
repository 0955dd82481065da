import { createReadStream, existsSync, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';
import Negotiator from 'negotiator';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
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

/**
 * The encodings the admin build writes beside each compressible file (packages/admin/build/precompress.ts),
 * best first. Files are compressed once at build, at the highest levels, instead of on every request.
 */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Resolves an already percent-decoded URL path inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, decodedPath: string): string | null {
  const full = normalize(join(root, decodedPath));
  return full === root || full.startsWith(root + sep) ? full : null;
}

function fileStats(file: string): Stats | null {
  if (!existsSync(file)) return null;
  const stats = statSync(file);
  return stats.isFile() ? stats : null;
}

/**
 * Sends a file with an ETag (304 when the browser's copy is current) and, when `req` is given and the build
 * left a compressed sibling the browser accepts, that sibling with its `Content-Encoding`.
 */
export function sendFile(
  res: ServerResponse,
  file: string,
  extraHeaders: Record<string, string> = {},
  req?: IncomingMessage,
): boolean {
  const stats = fileStats(file);
  if (!stats) return false;
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  let body = file;
  let size = stats.size;
  const headers: Record<string, string | number> = { 'content-type': type, ...extraHeaders };
  if (req) {
    const available = PRECOMPRESSED.filter(({ suffix }) => fileStats(file + suffix));
    if (available.length > 0) {
      headers.vary = 'Accept-Encoding';
      // Brotli first when the browser accepts both equally (it lists gzip first, but br is ~15 % smaller).
      const offered = available.map((a) => a.encoding);
      const chosen = new Negotiator(req).encoding(offered, { preferred: offered });
      const pick = available.find((a) => a.encoding === chosen);
      if (pick) {
        body = file + pick.suffix;
        size = fileStats(body)?.size ?? size;
        headers['content-encoding'] = pick.encoding;
      }
    }
  }
  // Weak validator from size and modification time of what is sent (each encoding has its own tag).
  headers.etag = etag(statSync(body), { weak: true });
  if (req && fresh(req.headers, { etag: headers.etag })) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  headers['content-length'] = size;
  res.writeHead(200, headers);
  if (req?.method === 'HEAD') res.end();
  else createReadStream(body).pipe(res);
  return true;
}

/**
 * The sign-in address has a page of its own in the build (packages/admin/signin.html: the sign-in form
 * without the app's router and routes), sent in place of index.html.
 */
const PAGES: Record<string, string> = { '/auth/login': 'signin.html' };

/**
 * Serves the built admin app; unknown paths get index.html so client-side routes work on reload (the
 * sign-in address its own page, PAGES).
 */
export function serveAdminApp(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
  urlPath: string,
): boolean {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  const file = safeJoin(distDir, urlPath);
  const isAsset = file !== null && extname(file) !== '';
  // The build's assets carry a content hash in their name (Vite's assets/), so a browser may keep them for a
  // year unasked; files copied as they are (the favicon, public/) keep their name and are revalidated.
  const caching = urlPath.startsWith('/assets/')
    ? { 'cache-control': 'public, max-age=31536000, immutable' }
    : { 'cache-control': 'no-cache' };
  if (
    isAsset &&
    !PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix)) &&
    sendFile(res, file, caching, req)
  ) {
    return true;
  }
  if (isAsset) return false;
  const own = PAGES[urlPath];
  const page = own && existsSync(join(distDir, own)) ? own : 'index.html';
  // The page names the current assets: always revalidated (a 304 when unchanged).
  return sendFile(res, join(distDir, page), { 'cache-control': 'no-cache' }, req);
}
