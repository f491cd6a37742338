import { asRole, expect, test } from './fixtures.ts';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.describe('the strict Content-Security-Policy', () => {
  test.use(asRole('executive'));

  test('pages run without a single violation (no eval probe, no inline script)', async ({ page }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });
    // Each screen parses what it loads with the shared zod schemas: wait until its data is on the page.
    await page.goto('/dashboard');
    await expect(page.getByTestId('kpi-active-events')).toContainText(/\d/);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    await page.goto('/events');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
});
