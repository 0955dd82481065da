import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdminApp } from './static.ts';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>admin</title>');
  writeFileSync(join(dist, 'signin.html'), '<!doctype html><title>sign in</title>');
  writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
  writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'assets/plain-3c4d.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = createServer((req, res) => {
    if (!serveAdminApp(req, res, dist, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))) {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

// node:http, not fetch(): fetch decodes bodies itself and adds `Cache-Control: no-cache` to conditional
// requests; the raw bytes and headers show what a browser gets over the wire.
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    httpGet(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

describe('serving the built admin', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(script);
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(script);
  });

  it('sends the original to a client that accepts no encoding, and files without copies as they are', async () => {
    const plain = await get('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(script);
    const css = await get('/assets/plain-3c4d.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers.vary).toBeUndefined();
  });

  it('lets hashed assets be cached for a year and revalidates index.html and unhashed files with their ETag', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/ecommerce/orders');
    expect(page.headers['cache-control']).toBe('no-cache');
    // A file that keeps its name from build to build is revalidated, not kept for a year.
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const tag = page.headers.etag;
    expect(tag).toMatch(/^W\/"/);
    const again = await get('/ecommerce/orders', { 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    const reload = await get('/ecommerce/orders', {
      'if-none-match': tag ?? '',
      'cache-control': 'no-cache',
    });
    expect(reload.status).toBe(200);
  });

  it('gives each encoding its own ETag, so a cache never answers gzip with brotli bytes', async () => {
    const br = await get('/assets/app-1a2b.js', { 'accept-encoding': 'br' });
    const gz = await get('/assets/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });

  it('sends the sign-in address its own page, and every other client-side route the app', async () => {
    const signIn = await get('/auth/login?lang=ar');
    expect(signIn.status).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-cache');
    expect(signIn.bytes.toString()).toContain('<title>sign in</title>');
    for (const path of ['/auth/register', '/auth/login/extra', '/ecommerce/orders', '/']) {
      expect((await get(path)).bytes.toString(), path).toContain('<title>admin</title>');
    }
  });

  it('does not serve the compressed copies as files of their own', async () => {
    expect((await get('/assets/app-1a2b.js.br')).status).toBe(404);
  });
});
