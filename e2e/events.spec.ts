import { expect, signIn, test } from './fixtures.ts';
import { scaled } from './time-scale.ts';

/** Unique per run and per test, so the spec can run again on the same server. */
function uniqueName(prefix: string, testId: string): string {
  return `${prefix} ${testId.slice(0, 6)}-${Date.now().toString(36)}`;
}

test.describe('events, as a manager', () => {
  test('plans an event, staffs it and a guard then sees it', async ({ page, tenant, openAs }, info) => {
    // A long flow through four screens and two accounts: more than one test's default time on a loaded machine.
    test.setTimeout(scaled(120_000));
    const name = uniqueName('Spring Expo', info.testId);
    // The manager fully manages one customer of their client and not the other.
    const managed = await tenant.customer('West Loop Arena Partners');
    await tenant.customer('Lakefront Stadium Group');
    const manager = await tenant.user('manager', { displayName: 'Marcus Bell', fullClientAccess: [managed.id] });
    const jamal = await tenant.user('guard', { displayName: 'Jamal Carter' });
    await tenant.user('guard', { displayName: 'Tyrone Mitchell' });
    await signIn(page, manager);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();

    // Create: a customer the manager fully manages (West Loop Arena Partners).
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    const create = dialog.getByRole('button', { name: 'Create event' });
    await expect(create).toBeEnabled();
    await dialog.getByLabel('Event name').fill(name);
    await dialog.getByRole('combobox', { name: /Customer/ }).click();
    await expect(page.getByRole('option', { name: 'Lakefront Stadium Group' })).toHaveCount(0);
    await page.getByRole('option', { name: 'West Loop Arena Partners' }).click();
    await dialog.getByLabel('Site name').fill('Hall B');
    await dialog.getByLabel(/^Start/).fill('2027-03-05T18:00');
    await dialog.getByLabel(/^End/).fill('2027-03-05T17:00');
    await expect(dialog.getByText('Must be after the start')).toBeVisible();
    await create.click();
    await expect(dialog.getByLabel(/^End/)).toBeFocused();
    await dialog.getByLabel(/^End/).fill('2027-03-05T23:30');
    await dialog.getByLabel('Guard rate').fill('26.50');
    await expect(dialog.getByText('Must be after the start')).toBeHidden();
    await create.click();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page).toHaveURL(/\/events\/[0-9a-f-]+$/);

    // The list has it; a click opens it again.
    await page.goto('/events');
    await page.getByRole('textbox', { name: 'Search events' }).fill(name);
    const grid = page.getByRole('grid', { name: 'Events' });
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid.getByText('West Loop Arena Partners')).toBeVisible();
    await grid.getByText(name).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // Assign two guards found by name, then unassign one.
    await page.getByRole('tab', { name: 'Guards' }).click();
    const assigned = page.getByRole('list', { name: 'Assigned personnel' });
    for (const [query, person] of [
      ['Jamal', 'Jamal Carter'],
      ['Tyrone', 'Tyrone Mitchell'],
    ] as const) {
      await page.getByRole('button', { name: 'Assign', exact: true }).click();
      const assign = page.getByRole('dialog', { name: `Assign to ${name}` });
      await assign.getByRole('combobox', { name: 'Person' }).fill(query);
      await page.getByRole('option', { name: new RegExp(person) }).click();
      await assign.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(assign).toBeHidden();
      await expect(assigned.getByText(person)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Assigned (2)' })).toBeVisible();

    await assigned.getByRole('button', { name: 'Unassign Tyrone Mitchell' }).click();
    const confirm = page.getByRole('dialog', { name: 'Unassign Tyrone Mitchell?' });
    await confirm.getByRole('button', { name: 'Unassign' }).click();
    await expect(confirm).toBeHidden();
    await expect(assigned.getByText('Tyrone Mitchell')).toHaveCount(0);
    await expect(assigned.getByText('Jamal Carter')).toBeVisible();
    await page.getByRole('switch', { name: 'History' }).check();
    await expect(
      page.getByRole('list', { name: 'Earlier assignments' }).getByText(/Unassigned .* by Marcus Bell/),
    ).toBeVisible();

    // The assigned guard sees the event in their list…
    const guardPage = await openAs(jamal, '/events');
    await guardPage.getByRole('textbox', { name: 'Search events' }).fill(name);
    const guardGrid = guardPage.getByRole('grid', { name: 'Events' });
    await expect(guardGrid.getByText(name)).toBeVisible();
    await expect(guardPage.getByRole('button', { name: 'New event' })).toHaveCount(0);
    // …and the alert of the assignment among the latest in their quick panel.
    await guardPage.getByRole('button', { name: 'Open the quick panel' }).click();
    const panel = guardPage.getByRole('dialog', { name: 'Quick panel' });
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Event assigned: Jamal Carter' }).filter({ hasText: name }),
    ).toBeVisible();
  });
});

test.describe('the events list, as an executive', () => {
  test('a row opens while the list is still refreshing behind its progress bar', async ({ page, tenant }) => {
    const customer = await tenant.customer('Navy Pier Events');
    const event = await tenant.event({
      customerId: customer.id,
      name: 'Harbor Night Market',
      start: '2027-04-02T17:00:00.000Z',
      end: '2027-04-02T23:00:00.000Z',
    });
    await signIn(page, tenant.executive);
    await page.goto('/events');
    const grid = page.getByRole('grid', { name: 'Events' });
    await expect(grid.getByText(event.name)).toBeVisible();

    // The search's request is held, so the grid shows its progress bar over the rows until the click is done.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/v1\/events\?.*q=Harbor/, async (route) => {
      await held;
      await route.continue();
    });
    const searching = page.waitForRequest(/\/api\/v1\/events\?.*q=Harbor/);
    await page.getByRole('textbox', { name: 'Search events' }).fill('Harbor');
    await searching;
    await expect(grid.getByRole('progressbar')).toBeVisible();
    await grid.getByText(event.name).click();
    await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
    release();
  });
});
