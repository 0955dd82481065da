import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { E2E_BASE_URL, E2E_PORT } from './e2e/env.ts';

// The demo-data suite (tests/smoke): the route smoke test and the dashboard/report specs, against the real
// server seeded with the FULL demo data (E2E_SEED=demo), which the other end-to-end specs do without to start
// in seconds — hence its own config and servers. `pnpm test:smoke` runs it on PGlite; with TEST_DATABASE_URL set it runs on PostgreSQL as well
// (the same server on `<TEST_DATABASE_URL>_smoke`, emptied and seeded first), as a second project.
const adminIndex = resolve(import.meta.dirname, '../packages/admin/dist/index.html');
if (!existsSync(adminIndex)) {
  throw new Error('packages/admin/dist is missing: run `pnpm build` before `pnpm test:smoke`.');
}

const postgres = process.env.TEST_DATABASE_URL ? `${process.env.TEST_DATABASE_URL}_smoke` : undefined;
const PG_PORT = E2E_PORT + 1;

function server(port: number, databaseUrl?: string) {
  return {
    // node itself (not a pnpm wrapper) so the shutdown signal reaches the server, which then removes its data.
    command: 'node --import tsx tests/e2e/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      E2E_PORT: String(port),
      E2E_SEED: 'demo',
      ...(databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {}),
    },
  };
}

const use = {
  browserName: 'chromium' as const,
  launchOptions: chromiumLaunchOptions,
  locale: 'en-US',
  timezoneId: 'UTC',
  trace: 'retain-on-failure' as const,
};

export default defineConfig({
  testDir: './smoke',
  outputDir: `../test-results/smoke-${E2E_PORT}`,
  // Read-only visits: two workers keep both cores busy without sharing a page.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['dot'], ['list', { printSteps: false }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  projects: [
    { name: 'pglite', use: { ...use, baseURL: E2E_BASE_URL } },
    ...(postgres ? [{ name: 'postgresql', use: { ...use, baseURL: `http://127.0.0.1:${PG_PORT}` } }] : []),
  ],
  webServer: [server(E2E_PORT), ...(postgres ? [server(PG_PORT, postgres)] : [])],
});
