import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical findings of axe (WCAG 2.1 A/AA rules) on what the page shows now, optionally inside one
 * element. Legacy mode runs axe in the page itself: the default mode opens a second, blank page per scan to merge
 * the results of frames, which the app does not have, and that page cost seconds per scan on a loaded machine.
 */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
