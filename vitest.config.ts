import { defineConfig } from 'vitest/config';

// Two kinds of tests: browser-like (React components, the app) in jsdom, and server/logic tests in node.
// In CI a failed test runs once more, as the Playwright configs do: on the 2-core machine, with the node
// project's database tests beside them, a jsdom test can miss its wait with nothing wrong; a real
// failure fails twice.
const retry = process.env.CI ? 1 : 0;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          retry,
          include: [
            'packages/ui/src/**/*.test.{ts,tsx}',
            'packages/themes/src/**/*.test.{ts,tsx}',
            'packages/admin/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./tests/setup-dom.ts'],
          // Radix keyboard tests on a busy two-core machine can pass 5 s without anything being wrong.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          retry,
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/auth-machine/src/**/*.test.ts',
            'packages/api/src/**/*.test.ts',
            'packages/api/test/**/*.test.ts',
            'packages/admin/build/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
