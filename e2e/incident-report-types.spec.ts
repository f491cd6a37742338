import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, signIn, test } from './fixtures.ts';
import { openOnlyIncidentReport, reportingSupervisor } from './incident-report-fixtures.ts';
import { scaled } from './time-scale.ts';

/*
 * Issue 8, "done when": every report type is filed, reviewed, commented and printed in the browser. One test per
 * type, as the demo supervisor: the New Report dialog with that type's required fields only, then the details
 * panel — start review, close, comment — and the PDF holding the fields.
 */

type Fill = (dialog: Locator, page: Page, marker: string) => Promise<void>;

async function choose(page: Page, dialog: Locator, label: RegExp, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const when = '2026-03-18T09:30';
const location = (dialog: Locator, marker: string) => dialog.getByLabel(/^Incident location/).fill(marker);
const date = (dialog: Locator) => dialog.getByLabel(/^Incident date and time/).fill(when);

const types: { type: string; page: string; fill: Fill; printed: string[] }[] = [
  {
    type: 'Detailed Incident Report',
    page: '/reports/incident-reports',
    fill: async (dialog, page, marker) => {
      await choose(page, dialog, /^Incident type/, 'Assault');
      await location(dialog, marker);
      await date(dialog);
      await choose(page, dialog, /^Police called/, 'Yes');
      await dialog.getByLabel(/^Victim name/).fill('Ana Lopez');
      // Typed digits are formatted as (000) 000-0000.
      await dialog.getByLabel(/^Victim phone/).pressSequentially('3125550100');
      await expect(dialog.getByLabel(/^Victim phone/)).toHaveValue('(312) 555-0100');
      await dialog.getByLabel(/^Witness phone/).pressSequentially('3125550101');
    },
    printed: ['Assault', 'Ana Lopez', '(312) 555-0100', '(312) 555-0101'],
  },
  {
    type: 'Fire Report',
    page: '/reports/incident-reports',
    fill: async (dialog, page, marker) => {
      await location(dialog, marker);
      await date(dialog);
      await choose(page, dialog, /Was there a fire\?/, 'Yes');
      await choose(page, dialog, /^Evacuation occurred/, 'No');
    },
    printed: ['Fire present', 'Evacuation occurred'],
  },
  {
    type: 'Vandalism Report',
    page: '/reports/incident-reports',
    fill: async (dialog, page, marker) => {
      await location(dialog, marker);
      await date(dialog);
      await choose(page, dialog, /^Vandalism type/, 'Graffiti');
    },
    printed: ['Graffiti'],
  },
  {
    type: 'Suspicious Activity Report',
    page: '/reports/incident-reports',
    fill: async (dialog, page, marker) => {
      await location(dialog, marker);
      await date(dialog);
      await choose(page, dialog, /^Police called/, 'No');
    },
    printed: ['Police called'],
  },
  {
    type: 'Break-In Report',
    page: '/reports/incident-reports',
    fill: async (dialog, page, marker) => {
      await location(dialog, marker);
      await date(dialog);
      await choose(page, dialog, /^Police called/, 'Yes');
      await dialog.getByLabel(/^Items taken/).fill('Two radios');
    },
    printed: ['Two radios'],
  },
  {
    type: 'Custom Report',
    page: '/reports/custom-reports',
    fill: async (dialog, _page, marker) => {
      await date(dialog);
      await dialog.getByLabel(/^Guard notes/).fill(marker);
    },
    printed: [],
  },
];

test.describe('every report type in the browser, as a supervisor', () => {
  for (const spec of types) {
    test(`${spec.type}: filed, reviewed, closed, commented and printed`, async ({ page, tenant }, info) => {
      test.setTimeout(scaled(120_000));
      const marker = `${spec.type.split(' ')[0]} ${info.testId.slice(0, 6)}-${Date.now().toString(36)}`;
      await signIn(page, (await reportingSupervisor(tenant)).supervisor);
      await page.goto(spec.page);
      await page.getByRole('button', { name: 'New Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Report' });
      const save = dialog.getByRole('button', { name: 'Save' });
      if (spec.type !== 'Custom Report') await choose(page, dialog, /Report type/, spec.type);
      await dialog.getByRole('combobox', { name: /^Event/ }).click();
      await page.getByRole('listbox').getByRole('option', { disabled: false }).first().click();
      const guard = dialog.getByRole('combobox', { name: /^Guard$|^Guard \*/ });
      if (await guard.count()) {
        await guard.click();
        await page.getByRole('listbox').getByRole('option', { disabled: false }).first().click();
      }
      // Save stays disabled until the type's required fields are set.
      await expect(save).toBeDisabled();
      await spec.fill(dialog, page, marker);
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Report submitted successfully!')).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: scaled(20_000) });

      // Find it: by its location in the incident grid; the custom grid (this client's) holds only this one.
      if (spec.type === 'Custom Report') {
        const grid = page.getByRole('grid');
        await grid.getByRole('button', { name: 'Open report details' }).first().click();
        await expect(page.getByText(marker)).toBeVisible();
      } else {
        await openOnlyIncidentReport(page, marker);
      }
      await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
      await expect(page.getByRole('heading', { name: spec.type, exact: true })).toBeVisible();

      // An edit after filing keeps the earlier version (item 5), shown in the history with its reason.
      if (spec.type === 'Vandalism Report') {
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        const edit = page.getByRole('dialog', { name: 'Edit report' });
        const editSave = edit.getByRole('button', { name: 'Save' });
        await expect(editSave).toBeDisabled();
        await edit.getByLabel(/^Incident location/).fill(`${marker} east wall`);
        await edit.getByLabel(/^Reason for the change/).fill('Guard corrected the wall by radio');
        await editSave.click();
        await expect(page.getByText('Report updated; the earlier version is kept.')).toBeVisible();
        await expect(edit).toBeHidden();
        await expect(page.getByText(`${marker} east wall`)).toBeVisible();
        await expect(page.getByText('Guard corrected the wall by radio')).toBeVisible();
      }

      // Review: new → Under review → Closed, each confirmed.
      await page.getByRole('button', { name: 'Start review' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Start review' }).click();
      await expect(page.getByRole('button', { name: 'Close report' })).toBeVisible();
      await page.getByRole('button', { name: 'Close report' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close report' }).click();
      await expect(page.getByRole('button', { name: 'Close report' })).toHaveCount(0);
      await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

      // A comment on the closed report (comments stay open).
      await page.getByRole('textbox', { name: 'New comment' }).fill(`Reviewed ${marker}`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Comment saved successfully!')).toBeVisible();

      // The PDF holds the type, the marker, the status, the comment and the type's own fields.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download PDF/ }).click(),
      ]);
      const pdf = await readFile(await download.path());
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      for (const expected of [spec.type, marker, 'Closed', `Reviewed ${marker}`, ...spec.printed]) {
        expect(text).toContain(expected);
      }

      // A custom report is exported in Custom.csv (docs/product/incident-reports.md#report-pages), with its note and its status.
      if (spec.type === 'Custom Report') {
        await page.goto('/reports/custom-reports');
        const [csvDownload] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: /Export CSV/ }).click(),
        ]);
        expect(csvDownload.suggestedFilename()).toBe('Custom.csv');
        const csv = await readFile(await csvDownload.path(), 'utf8');
        const row = csv.split(/\r?\n/).find((line) => line.includes(marker));
        expect(row).toContain('"Closed"');
      }
    });
  }
});
