import { defineConfig } from 'vitest/config';

// Two kinds of tests: browser-like (React components, the app) in jsdom, and server/logic tests in node.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
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
