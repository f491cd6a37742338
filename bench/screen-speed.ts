/**
 * Screen speed in a real browser: Playwright (playwright-core + Chromium) against the production build served by
 * `node src/server/main.ts` on a throwaway data directory (demo data), signed in as the demo executive. For every
 * menu screen of src/shared/screens.ts it measures
 *  - a full load of the screen's URL → the screen's data visible (a selector per screen that only matches once
 *    data has rendered),
 *  - an in-app navigation by clicking the screen's menu link (from another screen) → its data visible,
 * each the median of N runs; the gzip size of the JavaScript /sign-in loads before any interaction (from the built
 * files under dist/web, bench/sign-in-bundle.ts); and "create an event → its page shows the event".
 *
 * Part of `npm run bench`; run alone with `node --import tsx/esm bench/screen-speed.ts [--record]`.
 * Environment: SCREEN_BENCH_PORT (server port; default a free one), SCREEN_BENCH_RUNS (runs per measure, default 5,
 * after one warm-up).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { screens } from '../src/shared/screens.ts';
import { launchChromium, printResults, startWebServer, stopServer } from './bench-server.ts';
import { signInGoalKiB, signInScripts } from './sign-in-bundle.ts';

const goal = { fullLoadMs: 800, navigationMs: 300, signInGzipKiB: signInGoalKiB };
const gridRow = '[role="gridcell"]';

/**
 * What only appears once a screen's data has rendered. Screens not listed show their data in a Data Grid.
 * A screen missing here that has no grid makes the benchmark fail loudly (timeout), never pass silently.
 */
const dataSelectors: Record<string, string> = {
  '/dashboard': '[data-testid^="kpi-"]',
  '/map': '.leaflet-marker-icon',
  '/messenger': '[data-testid="conversation-item"]',
  '/reports/performance-metrics': 'main .MuiCardContent-root',
  '/breaks': 'main li.MuiCard-root, [data-testid="breaks-live-empty"]',
  '/badge': 'main ul li input[type="checkbox"]',
  '/schedule': '[data-shift]',
  '/reports/daily-activity': '[data-testid="dar-report"]',
  // A fresh demo has sent no report yet: the log's grid answers with its empty message.
  '/reports/deliveries': '[role="gridcell"], .MuiDataGrid-overlay',
  // A form with nothing to load: the screen is usable once its Verify button shows.
  '/verify': 'main form button[type="submit"]',
};

const selectorOf = (screenPath: string) => dataSelectors[screenPath] ?? gridRow;

async function signedInContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const response = await context.request.post('/api/v1/auth/sign-in', {
    data: { email: 'executive@demo.test', password: 'demo1234', remember: true },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  await context.addInitScript(longTaskRecorder);
  return context;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Where a full load's time goes, in milliseconds from navigation start on the page's own clock: the HTML
 * answered, the last script arrived, the session check answered, the last data request answered (the live stream
 * aside), and the screen's data became visible. What lies between the last arrival and `visible` is the browser
 * running JavaScript and rendering.
 */
interface LoadParts {
  html: number;
  scripts: number;
  session: number;
  data: number;
  visible: number;
  /** Of the time up to `visible`, how much the page's main thread spent in tasks of 50 ms or more (Long Tasks API). */
  busy: number;
}
const loadPartNames = ['html', 'scripts', 'session', 'data', 'visible', 'busy'] as const satisfies (keyof LoadParts)[];

/** Collects the page's long tasks from its first moment (a buffered observer misses none before the app starts). */
const longTaskRecorder = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
})()`;

async function fullLoad(page: Page, screenPath: string): Promise<LoadParts> {
  await page.goto('about:blank');
  await page.goto(screenPath, { waitUntil: 'commit' });
  await page.locator(selectorOf(screenPath)).first().waitFor({ state: 'visible', timeout: 30_000 });
  // A string, not a function: the TypeScript loader would name the function's inner arrows with a helper that
  // does not exist in the page.
  return page.evaluate<LoadParts>(`(() => {
    const resources = performance.getEntriesByType('resource');
    const lastEnd = (matches) =>
      Math.max(0, ...resources.filter((entry) => matches(entry.name)).map((entry) => entry.responseEnd));
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      html: navigation ? navigation.responseEnd : 0,
      scripts: lastEnd((url) => new URL(url).pathname.endsWith('.js')),
      session: lastEnd((url) => url.includes('/api/v1/auth/session')),
      data: lastEnd((url) => url.includes('/api/') && !url.includes('/api/v1/stream') && !url.includes('/auth/session')),
      visible: performance.now(),
      busy: (window.__longTasks || []).reduce((sum, [start, duration]) => sum + Math.max(0, Math.min(duration, performance.now() - start)), 0),
    };
  })()`);
}

/** The menu link of a screen, opening its group first when it sits in a collapsed one. */
async function menuLink(page: Page, screenPath: string) {
  const nav = page.getByTestId('navbar').locator('nav');
  const link = nav.locator(`a[href="${screenPath}"]`);
  // Opens collapsed groups one at a time (the set of collapsed ones changes with each click) until it shows.
  const collapsed = nav.locator('[aria-expanded="false"]');
  for (let tries = 0; !(await link.isVisible()) && tries < 5 && (await collapsed.count()) > 0; tries += 1) {
    await collapsed.first().click();
  }
  await link.waitFor({ state: 'visible' });
  return link;
}

/** From another screen, click the menu link and time until the data is visible (the page's own clock). */
async function inAppNavigation(page: Page, screenPath: string, from: string): Promise<number> {
  await page.goto(from);
  await page.locator(selectorOf(from)).first().waitFor({ state: 'visible', timeout: 30_000 });
  const link = await menuLink(page, screenPath);
  await link.hover();
  const began = await page.evaluate(() => performance.now());
  await link.click();
  await page.locator(selectorOf(screenPath)).first().waitFor({ state: 'visible', timeout: 30_000 });
  return (await page.evaluate(() => performance.now())) - began;
}

/** Creates an event through the form and times from the save click until its page shows the event's name. */
async function createEvent(page: Page, run: number): Promise<number> {
  await page.goto('/events');
  await page.locator(gridRow).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  const name = `Speed bench ${Date.now()}-${run}`;
  await dialog.getByLabel('Event name').fill(name);
  await dialog.getByRole('combobox', { name: /Customer/ }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel(/^Start/).fill('2027-03-05T18:00');
  await dialog.getByLabel(/^End/).fill('2027-03-05T23:30');
  await dialog.getByLabel('Guard rate').fill('26.50');
  const save = dialog.getByRole('button', { name: 'Create event' });
  const began = await page.evaluate(() => performance.now());
  await save.click();
  await page.waitForURL(/\/events\/[^/]+$/, { timeout: 30_000 });
  await page.getByRole('heading', { name }).first().waitFor({ state: 'visible', timeout: 30_000 });
  return (await page.evaluate(() => performance.now())) - began;
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

export async function screenSpeedBench(options: { port?: number; runs?: number } = {}): Promise<string[][]> {
  const runs = options.runs ?? Number(process.env.SCREEN_BENCH_RUNS ?? 5);
  const port = options.port ?? (Number(process.env.SCREEN_BENCH_PORT) || (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-screen-bench-'));
  const rows: string[][] = [];
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startWebServer(dataDir, port);
    browser = await launchChromium();
    const scripts = await signInScripts(browser, base);
    rows.push([
      `Initial JavaScript of /sign-in (${scripts.files} files; goal < ${goal.signInGzipKiB} kB gzip)`,
      `${fmt(scripts.gzipKiB, 1)} kB gzip (${fmt(scripts.rawKiB)} kB uncompressed)`,
    ]);
    const context = await signedInContext(browser, base);
    const page = await context.newPage();
    const screensToMeasure = screens.filter((s) => s.menu).map((s) => s.path);
    const breakdown: string[][] = [];
    for (const screenPath of screensToMeasure) {
      const from = screenPath === '/events' ? '/clients' : '/events';
      const loads: LoadParts[] = [];
      const navigations: number[] = [];
      let failure: string | undefined;
      for (let i = 0; i <= runs && !failure; i += 1) {
        try {
          const load = await fullLoad(page, screenPath);
          const navigation = await inAppNavigation(page, screenPath, from);
          if (i > 0) {
            loads.push(load);
            navigations.push(navigation);
          }
        } catch (error) {
          // One screen whose data never shows is a finding to report, not a reason to lose every other figure.
          failure = error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
      }
      if (failure) {
        rows.push([`${screenPath}: data visible after full load · after menu click`, `not measured: ${failure}`]);
        console.error(`${screenPath}: ${failure}`);
        continue;
      }
      const parts = Object.fromEntries(
        loadPartNames.map((name) => [name, median(loads.map((l) => l[name]))]),
      ) as unknown as LoadParts;
      breakdown.push([
        `${screenPath}: full load, ms from navigation start (median of ${runs})`,
        loadPartNames.map((name) => `${name} ${fmt(parts[name])}`).join(' · '),
      ]);
      const load = parts.visible;
      const navigation = median(navigations);
      const misses = [
        load >= goal.fullLoadMs ? 'full load' : undefined,
        navigation >= goal.navigationMs ? 'navigation' : undefined,
      ].filter(Boolean);
      console.error(`${screenPath}: ${fmt(parts.visible)} ms · ${fmt(median(navigations))} ms`);
      rows.push([
        `${screenPath}: data visible after full load · after menu click (median of ${runs})`,
        `${fmt(load)} ms · ${fmt(navigation)} ms${misses.length ? ` (misses goal: ${misses.join(', ')})` : ''}`,
      ]);
    }
    const creations: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const ms = await createEvent(page, i);
      if (i > 0) creations.push(ms);
    }
    rows.push([`Create event → its page shows it (median of ${runs})`, `${fmt(median(creations))} ms`]);
    rows.push(...breakdown);
    await context.close();
  } finally {
    await browser?.close();
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await screenSpeedBench();
  const conditions = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, load average before the run ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}, Node ${process.version}; browser (headless Chromium) and server on the same machine`;
  printResults(
    ' — screen speed',
    `${conditions}. Goal: data visible < ${goal.fullLoadMs} ms after a full load, < ${goal.navigationMs} ms after a menu click.`,
    rows,
  );
}
