import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { E2E_BASE_URL, E2E_PORT } from './e2e/env.ts';

// End-to-end: Debian's chromium against the real API server (tests/e2e/server.ts) serving the
// built admin. Build it first (`pnpm build`); `pnpm test:e2e` runs this config.
const adminIndex = resolve(import.meta.dirname, '../packages/admin/dist/index.html');
if (!existsSync(adminIndex)) {
  throw new Error('packages/admin/dist is missing: run `pnpm build` before `pnpm test:e2e`.');
}

export default defineConfig({
  testDir: './e2e',
  outputDir: `../test-results/e2e-${E2E_PORT}`,
  // One server, one database: specs that sign in and out would race each other's accounts.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['dot'], ['list', { printSteps: false }]] : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
  },
  webServer: {
    // node itself (not a pnpm wrapper) so the shutdown signal reaches the server, which then removes its data.
    command: 'node --import tsx tests/e2e/server.ts',
    cwd: '..',
    url: `${E2E_BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
