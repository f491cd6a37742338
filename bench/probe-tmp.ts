import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ baseURL: 'http://127.0.0.1:4998', viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
await c.request.post('/api/v1/auth/sign-in', { data: { email: 'executive@demo.test', password: 'demo1234' } });
const p = await c.newPage();
const target = process.argv[2] ?? '/badge';
const sel = process.argv[3] ?? 'main ul li input[type="checkbox"]';
for (let i = 0; i < 3; i++) {
  await p.goto('/events');
  await p.locator('[role="gridcell"]').first().waitFor();
  const nav = p.getByTestId('navbar').locator('nav');
  const link = nav.locator(`a[href="${target}"]`);
  const collapsed = nav.locator('[aria-expanded="false"]');
  for (let tries = 0; !(await link.isVisible()) && tries < 5 && (await collapsed.count()) > 0; tries += 1) await collapsed.first().click();
  await link.hover();
  await p.waitForTimeout(300);
  const began = (await p.evaluate('performance.now()')) as number;
  await link.click();
  await p.locator(sel).first().waitFor();
  const end = (await p.evaluate('performance.now()')) as number;
  const res = (await p.evaluate(`performance.getEntriesByType('resource').filter(e => e.startTime > ${began} - 400).map(e => [Math.round(e.startTime - ${began}), Math.round(e.responseEnd - ${began}), e.name.replace(location.origin, '')])`)) as unknown[];
  console.log('took', Math.round(end - began));
  if (i === 2) console.log(res.map((r) => JSON.stringify(r)).join('\n'));
}
await b.close();
