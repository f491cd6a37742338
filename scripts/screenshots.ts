/**
 * Screenshots of running console pages for a visual check:
 *   node --import tsx/esm scripts/screenshots.ts [--base http://localhost:3000] [--role executive] [--out dir]
 *     [--viewport-only] [--language ar] /dashboard /sign-in …
 * Each path is shot at desktop (1440×900) and phone (390×844) width, light and dark. Uses Debian's Chromium.
 * Each shot also lists the text cut off on it (grid headers, chips, grid cells whose text overflows their box);
 * with --fail-on-cut the run exits 1 when any was found.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    role: { type: 'string' },
    out: { type: 'string', default: 'screenshots' },
    locale: { type: 'string', default: 'en-US' },
    'viewport-only': { type: 'boolean', default: false },
    language: { type: 'string', default: 'en' },
    'fail-on-cut': { type: 'boolean', default: false },
  },
});
let cutCount = 0;
const paths = positionals.length > 0 ? positionals : ['/sign-in', '/dashboard'];
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [size, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
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
      for (const target of paths) {
        await page.goto(target, { waitUntil: 'networkidle' });
        const name = `${target.replace(/^\//, '').replaceAll('/', '_') || 'root'}-${values.language}-${size}-${colorScheme}.png`;
        await page.screenshot({ path: path.join(values.out, name), fullPage: !values['viewport-only'] });
        console.log(path.join(values.out, name));
        const cut = await page.evaluate(() => {
          const selectors = [
            '.MuiDataGrid-columnHeaderTitle',
            '.MuiChip-label',
            '.MuiDataGrid-cell',
            '.MuiDataGrid-cell *',
          ];
          const found: string[] = [];
          for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
            if (element.clientWidth === 0 || element.scrollWidth <= element.clientWidth + 1) continue;
            const style = getComputedStyle(element);
            // A cell is cut when its text is clipped or ends in an ellipsis; a scrolling box is not.
            if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.overflowX === 'visible') continue;
            const text = (element.innerText || element.textContent || '').trim().replace(/\s+/g, ' ');
            if (text) found.push(`${element.className.split(' ')[0] || element.tagName}: ${text.slice(0, 60)}`);
          }
          return [...new Set(found)];
        });
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
