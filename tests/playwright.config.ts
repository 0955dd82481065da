import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

// STORYBOOK_DIR / STORYBOOK_PORT let several people check their own build side by side.
const port = Number(process.env.STORYBOOK_PORT ?? 6007);
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';

export default defineConfig({
  testDir: './visual',
  outputDir: `../test-results/visual-${port}`,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  // Three: each visit waits on the browser part of the time, so a third worker keeps two cores busy.
  workers: 3,
  // One retry in CI tells a one-off rendering hiccup on a loaded machine from a real change (which fails twice).
  retries: process.env.CI ? 1 : 0,
  // A story without a committed baseline fails: baselines are written on purpose
  // (`pnpm test:visual:update`), looked at, and committed with the change that made them.
  updateSnapshots: 'none',
  reporter: process.env.CI ? [['dot'], ['list', { printSteps: false }]] : 'list',
  // Generous: a loaded two-core machine can take seconds per story; a slow test is not a failure.
  timeout: 90_000,
  expect: {
    // A full-page screenshot waits for two identical frames; large pages need more than 5 s on a busy machine.
    timeout: 20_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Same chromium + bundled fonts gives identical pixels, so any changed pixel is a change.
      maxDiffPixels: 0,
      threshold: 0.1,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  webServer: {
    command: `node tests/serve-static.mjs ${storybookDir} ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
  },
});
