import { defineConfig, devices } from '@playwright/test';
import { scaled } from './e2e/time-scale.ts';
import { chromiumArgs, chromiumExecutablePath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Time limits stretch on a machine whose CPU runs slower than usual (e2e/time-scale.ts).
  timeout: scaled(30_000),
  // Two workers, Chromium, the server and PostgreSQL share two cores: a page's first lazy chunk can take longer
  // than Playwright's default 5 s to arrive and render while another worker renders PDFs or photos.
  expect: { timeout: scaled(10_000) },
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    // As a user who asked for reduced motion: menus open at once. A menu still growing under a starved CPU moves
    // between Playwright's stability check and its click, and the click then lands beside the option.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: [...chromiumArgs],
    },
  },
  projects: [
    {
      name: 'desktop',
      // The service worker is for the guards' field app on phones (the phone project keeps it). In a fresh
      // browser context per test it only installs and copies every file into its cache again: about a fifth more
      // work per page load, for nothing a desktop test checks.
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' },
      testIgnore: '**/*.phone.spec.ts',
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: '**/*.phone.spec.ts' },
  ],
  webServer: {
    // A fresh data directory and embedded PostgreSQL per run, seeded with the demo operation at a fixed clock.
    command: 'node scripts/build-web-if-stale.mjs && node e2e/e2e-server.mjs',
    url: `${baseURL}/api/health/ready`,
    reuseExistingServer: false,
    timeout: scaled(180_000),
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
    env: { PORT: String(port), HOST: '127.0.0.1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
