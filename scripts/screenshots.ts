/**
 * Screenshots of running console pages for a visual check:
 *   node --import tsx/esm scripts/screenshots.ts [--base http://localhost:3000] [--role executive] [--out dir]
 *     [--viewport-only] [--language ar] [--schemes light,dark] [--sizes desktop,phone] [--fail-on-cut]
 *     (--all | /dashboard /sign-in …)
 * --all shoots every screen of the role's main menu (and its home screen), taken from the screen registry.
 * Each path is shot at desktop (1440×900) and phone (390×844) width (or the --sizes named), light and dark, once its data has arrived
 * (no progress bar or skeleton left, every data grid with rows or its empty message) and its layout has settled.
 * Uses Debian's Chromium. Each shot also lists the text cut off on it (grid headers, chips, grid cells whose text
 * its box clips and whose whole text no `title` shows on hover: on a phone, which has no hover, every clipped text);
 * with --fail-on-cut the run exits 1 when any was found.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from './chromium.ts';
import { cutOffLines, menuScreenPaths, type OverflowingText } from './screenshot-checks.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    role: { type: 'string' },
    all: { type: 'boolean', default: false },
    out: { type: 'string', default: 'screenshots' },
    locale: { type: 'string', default: 'en-US' },
    'viewport-only': { type: 'boolean', default: false },
    language: { type: 'string', default: 'en' },
    schemes: { type: 'string', default: 'light,dark' },
    sizes: { type: 'string', default: 'desktop,phone' },
    'fail-on-cut': { type: 'boolean', default: false },
  },
});
if (values.all && !values.role) throw new Error('--all needs --role: the screens are those of its menu');
const paths = values.all
  ? menuScreenPaths(values.role ?? '')
  : positionals.length > 0
    ? positionals
    : ['/sign-in', '/dashboard'];
const schemes = values.schemes.split(',').map((scheme) => {
  if (scheme !== 'light' && scheme !== 'dark') throw new Error(`--schemes: light or dark, not ${scheme}`);
  return scheme;
});
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const sizes = values.sizes.split(',').map((size) => {
  if (size !== 'desktop' && size !== 'phone') throw new Error(`--sizes: desktop or phone, not ${size}`);
  return size;
});
const readyTimeoutMs = 30_000;
mkdirSync(values.out, { recursive: true });

/** The page's requests in flight; the live stream, open for as long as the page, does not count. */
interface InFlight {
  readonly size: number;
  /** The addresses of the requests in flight. */
  pending(): string[];
  /** Resolves once no request is in flight. */
  idle(): Promise<void>;
}

function trackRequests(page: Page): InFlight {
  const requests = new Set<Request>();
  let waiters: (() => void)[] = [];
  const done = (request: Request) => {
    requests.delete(request);
    if (requests.size > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  };
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/stream')) requests.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    pending: () => [...requests].map((request) => request.url()),
    get size() {
      return requests.size;
    },
    idle: () => (requests.size === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}

/**
 * Waits until the page shows its data: the app rendered, no request of the page in flight (the live stream
 * aside), no indeterminate progress bar, spinner or skeleton on screen, every data grid with rows or its empty
 * message, fonts loaded; then until the grids' column widths (sized to their content once rows arrive) and the
 * page's height stay the same for a dozen frames. Returns false on timeout.
 */
async function waitForData(page: Page, inFlight: InFlight): Promise<boolean> {
  const deadline = Date.now() + readyTimeoutMs;
  try {
    for (;;) {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForFunction(
        () => {
          const state = window as unknown as { shotLayout?: string; shotFrames?: number };
          // No named functions in here: tsx would wrap them in a helper the page does not have.
          const rendered = (document.getElementById('root')?.childElementCount ?? 0) > 0;
          const busy = [
            ...document.querySelectorAll(
              '.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, .MuiSkeleton-root',
            ),
          ].some((element) => element.getClientRects().length > 0);
          const gridsWaiting = [...document.querySelectorAll('.MuiDataGrid-root')].some(
            (grid) => !grid.querySelector('.MuiDataGrid-row, .MuiDataGrid-overlay'),
          );
          if (!rendered || busy || gridsWaiting) {
            state.shotFrames = 0;
            return false;
          }
          const layout = [
            document.documentElement.scrollHeight,
            ...[...document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader')].map((h) => h.offsetWidth),
          ].join(',');
          state.shotFrames = layout === state.shotLayout ? (state.shotFrames ?? 0) + 1 : 0;
          state.shotLayout = layout;
          return state.shotFrames >= 12;
        },
        undefined,
        { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) },
      );
      if (inFlight.size === 0) return true;
      // A request still running may change the page: wait for the last one, then for the layout to settle again.
      let timer: NodeJS.Timeout | undefined;
      const quiet = await Promise.race([
        inFlight.idle().then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), Math.max(1, deadline - Date.now()));
        }),
      ]);
      clearTimeout(timer);
      if (!quiet) return false;
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return false;
    throw error;
  }
}

/** Text elements whose content is larger than their box, with what a reader could hover to see it whole. */
function overflowingText(page: Page): Promise<OverflowingText[]> {
  return page.evaluate(() => {
    const selectors = ['.MuiDataGrid-columnHeaderTitle', '.MuiChip-label', '.MuiDataGrid-cell', '.MuiDataGrid-cell *'];
    const found: OverflowingText[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
      if (element.clientWidth === 0 || element.clientHeight === 0) continue;
      const style = getComputedStyle(element);
      // Text hidden on purpose for screen readers only (MUI's visuallyHidden: clipped to nothing) is not cut off.
      if (
        style.clip.replaceAll(' ', '').startsWith('rect(0') ||
        (style.position === 'absolute' && element.clientWidth <= 1 && element.clientHeight <= 1)
      )
        continue;
      const overflow: OverflowingText['overflow'] = [];
      if (element.scrollWidth > element.clientWidth + 1) overflow.push({ axis: 'x', style: style.overflowX });
      if (element.scrollHeight > element.clientHeight + 1) overflow.push({ axis: 'y', style: style.overflowY });
      if (overflow.length === 0) continue;
      const boundary = element.closest('.MuiDataGrid-cell, .MuiChip-root, .MuiDataGrid-columnHeader');
      let hoverTitle: string | null = null;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        if (node.title) {
          hoverTitle = node.title;
          break;
        }
        if (node === boundary) break;
      }
      found.push({
        kind: element.className.toString().split(' ')[0] || element.tagName,
        text: element.innerText || element.textContent || '',
        overflow,
        hoverTitle,
      });
    }
    return found;
  });
}

let cutCount = 0;
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: [...chromiumArgs],
});
try {
  for (const size of sizes) {
    const viewport = viewports[size];
    for (const colorScheme of schemes) {
      const context = await browser.newContext({ viewport, colorScheme, locale: values.locale, baseURL: values.base });
      if (values.role) {
        const response = await context.request.post('/api/v1/auth/sign-in', {
          data: { email: `${values.role}@demo.test`, password: 'demo1234', remember: true },
        });
        if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
      }
      if (values.language !== 'en') {
        await context.addInitScript(
          (language) => localStorage.setItem('watchpost.language', language),
          values.language,
        );
      }
      const page = await context.newPage();
      const inFlight = trackRequests(page);
      for (const target of paths) {
        await page.goto(target, { waitUntil: 'load' });
        const ready = await waitForData(page, inFlight);
        const name = [
          ...(values.role ? [values.role] : []),
          target.replace(/^\//, '').replaceAll('/', '_') || 'root',
          values.language,
          size,
          colorScheme,
        ].join('-');
        const file = path.join(values.out, `${name}.png`);
        await page.screenshot({ path: file, fullPage: !values['viewport-only'] });
        console.log(
          file +
            (ready
              ? ''
              : `  (still loading after ${readyTimeoutMs / 1000} s: ${inFlight.pending().join(' ') || 'the page'})`),
        );
        const cut = cutOffLines(await overflowingText(page), { hover: size === 'desktop' });
        for (const line of cut) console.log(`  cut: ${line}`);
        cutCount += cut.length;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`${cutCount} cut-off text element(s)`);
if (values['fail-on-cut'] && cutCount > 0) process.exitCode = 1;
