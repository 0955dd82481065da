// The specs that need the demo data (orders, records, jobs): stores, products, customers, statuses and
// their transitions, which no GraphQL mutation creates. Unless the whole run already seeds it
// (E2E_SEED=demo), such a spec starts its own demo-seeded server on the port after the run's
// (E2E_DEMO_PORT) for its tests, and stops it after.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { test } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './env.ts';

const OWN_SERVER = process.env.E2E_SEED !== 'demo';
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? E2E_PORT + 1);
export const DEMO_BASE_URL = OWN_SERVER ? `http://127.0.0.1:${DEMO_PORT}` : E2E_BASE_URL;

// Seeding the demo takes ~30 s on a quiet machine; ten times that when the machine is shared.
const READY_WITHIN_MS = 600_000;

/** Points the calling spec file at the demo data, starting (and stopping) its own server when needed. */
export function useDemoServer() {
  test.use({ baseURL: DEMO_BASE_URL });
  let server: ChildProcess | undefined;
  const stopServer = () => server?.kill('SIGTERM');

  test.beforeAll(async () => {
    if (!OWN_SERVER) return;
    test.setTimeout(READY_WITHIN_MS + 20_000);
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/server.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, E2E_SEED: 'demo', E2E_PORT: String(DEMO_PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // E2E_DEMO_LOG=<file> keeps the demo server's output (warnings and errors) for a failed run.
    const keep = process.env.E2E_DEMO_LOG ? createWriteStream(process.env.E2E_DEMO_LOG) : null;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      keep?.write(chunk);
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    // Should the worker end without the afterAll hook, the server does not outlive it.
    process.once('exit', stopServer);
    const deadline = Date.now() + READY_WITHIN_MS;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the demo server exited early:\n${output}`);
      const ready = await fetch(`${DEMO_BASE_URL}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`the demo server was not ready in time:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  test.afterAll(async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
    process.removeListener('exit', stopServer);
  });
}
