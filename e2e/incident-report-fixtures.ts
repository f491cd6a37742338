import { expect, type Page } from '@playwright/test';
import type { Tenant } from './fixtures.ts';

/** A supervisor of the tenant who may see one upcoming event, with a guard assigned to it. */
export async function reportingSupervisor(tenant: Tenant, displayName?: string) {
  const customer = await tenant.customer();
  const event = await tenant.event({
    customerId: customer.id,
    start: '2027-03-01T15:00:00Z',
    end: '2027-03-01T23:00:00Z',
  });
  const guard = await tenant.user('guard');
  await tenant.assign(event.id, guard.id);
  const supervisor = await tenant.user('supervisor', {
    individualEvents: [event.id],
    ...(displayName ? { displayName } : {}),
  });
  return { supervisor, event, guard };
}

/**
 * Searches the Incident Reports grid and opens the one report it finds. It waits for the answer to this very
 * search first: before it, the grid may still show the unfiltered list, and the rows it redraws when the answer
 * comes would swallow a click.
 */
export async function openOnlyIncidentReport(page: Page, search: string) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/incident-reports' &&
      new URL(response.url()).searchParams.get('q') === search,
  );
  await page.getByRole('textbox', { name: 'Search reports' }).fill(search);
  await answered;
  const grid = page.getByRole('grid', { name: 'Incident Reports' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await grid.getByRole('button', { name: 'Open report details' }).click();
}
