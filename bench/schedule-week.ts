/**
 * The schedule's week grid (docs/product/shifts.md) with 2,000 shifts, in headless Chromium: the production
 * build served by `node src/server/main.ts` on a throwaway data directory (demo data, clock at CLOCK_START), signed
 * in as the demo executive, whose client gets 2,000 shifts in the week of the clock (SQL, 40 posts on each of the
 * client's events, 1 to 3 people each, a fifth of them short of people).
 *
 * Measures, each the median of N runs after a warm-up:
 *  - a full load of /schedule → every shift of the week in the page and a frame painted after it;
 *  - switching the grid to "By person" and back → that grid's shifts in the page and painted;
 *  - opening a shift's details and closing them → the dialog showing the shift with the keyboard focus in it (the
 *    grid must not draw itself again), then Escape closes it.
 *
 * With BEFORE_WEB_DIR (a `vite build --outDir <dir>` of the base commit), the same measures also run with the
 * page's files taken from there (Playwright serves them; the API is the same server), alternating with the
 * current build (dist/web) run by run, so both meet the same load.
 *
 * `node --import tsx/esm bench/schedule-week.ts [runs]` (needs `npx vite build` first); SCHEDULE_BENCH_PORT.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { freePort } from '../src/server/db/embedded-postgres.ts';
import { databaseOf, launchChromium, spawnSourceServer, stopServer, waitHealthy } from './bench-server.ts';
import { seedScheduleWeek } from './schedule-seed.ts';

const runs = Number(process.argv[2] ?? 5);
const clockStart = '2026-03-18T15:00:00Z';
const shiftCount = 2000;
const beforeDir = process.env.BEFORE_WEB_DIR;
const nowDir = process.env.NOW_WEB_DIR ?? path.resolve(import.meta.dirname, '../dist/web');
const root = path.resolve(import.meta.dirname, '..');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Waits until `count` shift buttons are in the page, then for a painted frame; answers the page's clock. */
async function shiftsPainted(page: Page, count: number): Promise<number> {
  await page.waitForFunction(`document.querySelectorAll('[data-shift]').length >= ${count}`, undefined, {
    timeout: 120_000,
    polling: 50,
  });
  return page.evaluate<number>(
    'new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))',
  );
}

/**
 * Clicks `selector` from inside the page (Playwright's own click and role queries walk the whole page, which with
 * thousands of buttons costs more than what is measured) and answers the page's clock just before.
 */
const clickInPage = (page: Page, selector: string) =>
  page.evaluate<number>(`(() => {
    const began = performance.now();
    document.querySelector(${JSON.stringify(selector)}).click();
    return began;
  })()`);

/**
 * The renderer's main-thread CPU time (CDP Performance.getMetrics `ThreadTime`) and its layout + style time, in ms:
 * on a shared machine wall-clock times swing with other work, CPU time much less.
 */
async function cpu(cdp: CDPSession): Promise<{ thread: number; layout: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { thread: value('ThreadTime'), layout: value('LayoutDuration') + value('RecalcStyleDuration') };
}

async function measure(page: Page, cdp: CDPSession, inWeek: number, byPerson: number) {
  const timed = async (work: () => Promise<number>) => {
    const before = await cpu(cdp);
    const wall = await work();
    const after = await cpu(cdp);
    return { wall, cpu: after.thread - before.thread, layout: after.layout - before.layout };
  };
  let data = 0;
  const load = await timed(async () => {
    await page.goto('about:blank');
    await page.goto('/schedule', { waitUntil: 'commit' });
    const painted = await shiftsPainted(page, inWeek);
    data = await page.evaluate<number>(
      `Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/v1/shifts?')).map((e) => e.responseEnd))`,
    );
    return painted;
  });

  const toggle = (view: string, count: number) =>
    timed(async () => {
      const began = await clickInPage(page, `button[value="${view}"]`);
      await page.waitForFunction(
        `document.querySelector('button[value="${view}"]')?.getAttribute('aria-pressed') === 'true'`,
        undefined,
        { polling: 50 },
      );
      return (await shiftsPainted(page, count)) - began;
    });
  const toPerson = await toggle('person', byPerson);
  const toPost = await toggle('post', inWeek);

  const dialog = await timed(async () => {
    const began = await clickInPage(page, `[data-shift]`);
    // The details shown (the title names the shift) and the keyboard focus in the dialog, as Escape needs it.
    await page.waitForFunction(
      `(() => { const d = document.querySelector('[role="dialog"]'); return d && document.activeElement?.closest('.MuiDialog-root') && document.getElementById('shift-title')?.textContent.includes(' · '); })()`,
      undefined,
      { polling: 50 },
    );
    return (
      (await page.evaluate<number>(
        'new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)))',
      )) - began
    );
  });
  await page.keyboard.press('Escape');
  await page.waitForFunction(`!document.querySelector('[role="dialog"]')`, undefined, { polling: 100 });
  return { data, load, toPerson, toPost, dialog };
}

/** A context signed in as the demo executive; with `webDir`, the page's files come from there. */
async function contextFor(browser: Browser, base: string, webDir?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
    // The waits below are strings (the TypeScript loader would rewrite functions); the page's CSP forbids eval.
    bypassCSP: true,
  });
  const response = await context.request.post('/api/v1/auth/sign-in', {
    data: { email: 'executive@demo.test', password: 'demo1234', remember: true },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
  if (webDir) {
    await context.route(
      (url) => url.origin === base && !url.pathname.startsWith('/api/'),
      async (route) => {
        const pathname = new URL(route.request().url()).pathname;
        const file = pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : '/index.html';
        const type = file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : file.endsWith('.html')
              ? 'text/html'
              : undefined;
        try {
          await route.fulfill({
            body: readFileSync(path.join(webDir, file)),
            ...(type ? { contentType: type } : {}),
          });
        } catch {
          await route.fulfill({ status: 404 });
        }
      },
    );
  }
  return context;
}

/** Debugging aid (PROFILE=1): the functions with the most self time during a full load, by source position. */
async function profile(page: Page, count: number) {
  const { SourceMapConsumer } = await import('source-map-js');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.goto('about:blank');
  await cdp.send('Profiler.start');
  await page.goto('/schedule', { waitUntil: 'commit' });
  await shiftsPainted(page, count);
  const { profile: result } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const deltas = result.timeDeltas ?? [];
  const byId = new Map(result.nodes.map((n) => [n.id, n]));
  const maps = new Map<string, InstanceType<typeof SourceMapConsumer> | null>();
  const where = (n: (typeof result.nodes)[number]) => {
    const { url, lineNumber, columnNumber, functionName } = n.callFrame;
    const file = url.includes('/assets/') ? path.join(nowDir, 'assets', url.split('/assets/')[1] ?? '') : undefined;
    if (!file) return `${functionName || '(anon)'} ${url.slice(-30)}`;
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(file, null);
      }
    }
    const pos = maps.get(file)?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    return pos?.source
      ? `${pos.name ?? functionName} ${pos.source.split('node_modules/').pop()}:${pos.line}`
      : functionName;
  };
  (result.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    if (node) self.set(where(node), (self.get(where(node)) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(ms.toFixed(0), name);
}

/** Looking at it (SHOTS=<dir>): the current build at 1440 and 390 px wide, in English and Arabic, light and dark. */
async function screenshots(browser: Browser, base: string, dir: string, count: number) {
  for (const language of ['en', 'ar']) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await contextFor(browser, base);
        await context.addInitScript(`localStorage.setItem('watchpost.language', '${language}')`);
        const page = await context.newPage();
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto('/schedule');
        await shiftsPainted(page, count);
        await page.screenshot({ path: path.join(dir, `schedule-${language}-${width}-${scheme}.png`) });
        await context.close();
      }
    }
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-schedule-bench-'));
const port = Number(process.env.SCHEDULE_BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const loadBefore = loadAverage();
const child = spawnSourceServer(dataDir, port, {
  env: { CLOCK_START: clockStart, WEB_DIST_DIR: nowDir },
});
let browser: Browser | undefined;
try {
  await waitHealthy(base, child);
  const db = await databaseOf(dataDir);
  const { counts, events } = await seedScheduleWeek(db, clockStart, shiftCount);
  await db.end();
  // The person view shows a shift once per person on it.
  const inWeek = counts.shifts;
  const byPerson = counts.assignments;

  browser = await launchChromium();
  const variants: [string, string | undefined][] = [[`now (${path.relative(root, nowDir)})`, undefined]];
  if (beforeDir) variants.unshift([`before (${beforeDir})`, beforeDir]);
  const results = new Map(variants.map(([label]) => [label, [] as Awaited<ReturnType<typeof measure>>[]]));
  const contexts = new Map<string, { page: Page; cdp: CDPSession }>();
  for (const [label, dir] of variants) {
    const context = await contextFor(browser, base, dir);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    contexts.set(label, { page, cdp });
  }
  const last = contexts.get(variants[variants.length - 1]?.[0] ?? '');
  if (process.env.PROFILE && last) await profile(last.page, inWeek);
  const loadMeasured = loadAverage();
  for (let run = 0; run <= runs; run += 1) {
    const order = run % 2 === 0 ? variants : [...variants].reverse();
    for (const [label] of order) {
      const open = contexts.get(label);
      if (!open) continue;
      const result = await measure(open.page, open.cdp, inWeek, byPerson);
      if (run > 0) results.get(label)?.push(result);
    }
  }
  const loadAfter = loadAverage();
  if (process.env.SHOTS) await screenshots(browser, base, process.env.SHOTS, inWeek);
  console.log(
    `${counts.shifts} shifts in the week on ${counts.posts} posts of ${events} events, ${counts.assignments} people on them (${counts.people} distinct); ${runs} runs after a warm-up; 1440 × 900.`,
  );
  console.log(
    '| Build | full load: shifts answered | full load: every shift painted | → by person | → by post | open a shift |',
  );
  console.log('|---|---|---|---|---|---|');
  type Timed = { wall: number; cpu: number; layout: number };
  for (const [label, list] of results) {
    const m = (key: 'load' | 'toPerson' | 'toPost' | 'dialog') => {
      const of = (pick: (t: Timed) => number) => median(list.map((r) => pick(r[key]))).toFixed(0);
      // A navigation starts the page's metrics again: a full load has its wall time only.
      if (key === 'load') return `${of((t) => t.wall)} ms`;
      return `${of((t) => t.wall)} ms (CPU ${of((t) => t.cpu)} ms, layout + style ${of((t) => t.layout)} ms)`;
    };
    const data = median(list.map((r) => r.data)).toFixed(0);
    console.log(`| ${label} | ${data} ms | ${m('load')} | ${m('toPerson')} | ${m('toPost')} | ${m('dialog')} |`);
  }
  console.log(
    `load average before the server ${loadBefore}, before measuring ${loadMeasured}, after ${loadAfter}; ${os.cpus().length} cores`,
  );
} finally {
  await browser?.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
