import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker: the server files then wait on PostgreSQL with a core idle. Two
    // workers overlap one file's database work with another's JavaScript.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file gets its own database cloned from a migrated template, so files run in parallel safely.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // A deadline, not a wait: a dialog test renders MUI in happy-dom, which on two shared cores (CI, or Vitest
          // running the server files beside it) can pass Vitest's default 5 s. The tests wait on what the page shows.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
