import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, signIn, test } from './fixtures.ts';
import { openOnlyIncidentReport, reportingSupervisor } from './incident-report-fixtures.ts';
import { scaled } from './time-scale.ts';

// A valid 1×1 PNG: the server checks the content, not only the name.
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('incident reports, as a supervisor', () => {
  test('files a Fire Report with a photo and a signature, comments on it, exports the CSV and the PDF', async ({
    page,
    tenant,
  }, info) => {
    // Filing, uploading, two downloads and a PDF parse: more than one test's default time on a loaded machine.
    test.setTimeout(scaled(120_000));
    const location = `Gate ${info.testId.slice(0, 6)}-${Date.now().toString(36)}`;
    const { supervisor } = await reportingSupervisor(tenant, 'Priya Raman');
    await signIn(page, supervisor);
    await page.goto('/reports/incident-reports');
    await expect(page.getByRole('heading', { name: 'Incident Reports' })).toBeVisible();

    await page.getByRole('button', { name: 'New Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Report' });
    await dialog.getByRole('combobox', { name: /Report type/ }).click();
    await page.getByRole('option', { name: 'Fire Report' }).click();
    // The events offered are the supervisor's visible Upcoming/Active ones (the options endpoint).
    await dialog.getByRole('combobox', { name: /^Event/ }).click();
    await page.getByRole('listbox').getByRole('option', { disabled: false }).first().click();
    const guard = dialog.getByRole('combobox', { name: /^Guard/ });
    if (await guard.count()) {
      await guard.click();
      await page.getByRole('listbox').getByRole('option', { disabled: false }).first().click();
    }
    await dialog.getByLabel(/^Incident location/).fill(location);
    await dialog.getByLabel(/^Incident date and time/).fill('2026-03-18T09:30');
    await dialog.getByRole('combobox', { name: /Was there a fire\?/ }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await dialog.getByRole('combobox', { name: /Evacuation occurred/ }).click();
    await page.getByRole('option', { name: 'No' }).click();

    await dialog
      .getByTestId('report-photo-input')
      .setInputFiles({ name: 'smoke.png', mimeType: 'image/png', buffer: photo });
    const canvas = dialog.getByRole('img', { name: /Signature drawing area/ });
    await canvas.scrollIntoViewIfNeeded();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The signature area is not on screen');
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 50, { steps: 5 });
    await page.mouse.move(box.x + 140, box.y + 25, { steps: 5 });
    await page.mouse.up();
    await expect(canvas).toHaveAccessibleName(/Signed/);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Report submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: scaled(20_000) });

    // It is in the grid; its details show the fields, the photo and the signature.
    await openOnlyIncidentReport(page, location);
    await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(page).toHaveURL(/\?report=[0-9a-f-]+/);
    await expect(page.getByRole('heading', { name: 'Fire Report' })).toBeVisible();
    await expect(page.getByText(location)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open photo smoke.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Signature on the report' })).toBeVisible();

    // A comment: Save waits for text, then the comment shows with its author.
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'New comment' }).fill('Fire brigade cleared the hall.');
    await save.click();
    await expect(page.getByText('Comment saved successfully!')).toBeVisible();
    await expect(page.getByText('Fire brigade cleared the hall.')).toBeVisible();
    await expect(page.getByText('Priya Raman', { exact: true }).first()).toBeVisible();

    // The PDF: a real PDF whose text holds the report's type and location.
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download PDF/ }).click(),
    ]);
    const pdf = await readFile(await pdfDownload.path());
    expect(pdf.byteLength).toBeGreaterThan(0);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain(location);
    expect(text).toContain('Fire Report');

    // IncidentReport.csv holds the detailed incident reports only (docs/product/incident-reports.md#report-pages), so one is filed through the API
    // (the dialog path is covered above) to have a known row, with its event and client names resolved.
    const options = await (await page.request.get('/api/v1/incident-reports/options')).json();
    const event = options.events[0];
    const detailedLocation = `${location} lobby`;
    const filed = await page.request.post('/api/v1/incident-reports', {
      data: {
        reportType: 'Detailed Incident Report',
        eventId: event.id,
        guardId: options.selfGuardId ?? options.guards[0].id,
        incidentType: 'Assault',
        incidentLocation: detailedLocation,
        incidentDate: '2026-03-18T14:30:00.000Z',
        victimNumber: '(312) 555-0100',
        witnessNumber: '(312) 555-0101',
        policeCalled: true,
      },
    });
    expect(filed.status()).toBe(201);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('textbox', { name: 'Search reports' }).fill('');
    await expect(page.getByRole('grid', { name: 'Incident Reports' })).toBeVisible();
    const exportLink = page.getByRole('link', { name: /Export CSV/ });
    // The cleared search reaches the link once typing settles.
    await expect(exportLink).toHaveAttribute('href', '/api/v1/incident-reports.csv?view=incident');
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(csvDownload.suggestedFilename()).toBe('IncidentReport.csv');
    const csv = (await readFile(await csvDownload.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    // Every cell is quoted (the server's CSV writer).
    const header = [
      'Event',
      'Client',
      'Incident Type',
      'Incident Location',
      'Incident Date',
      'Guard',
      'Victim Name',
      'Victim Number',
      'Witness Name',
      'Witness Number',
      'Police Called',
      'Police Report Number',
      'Action Taken',
      'Guard Note',
      'Status',
    ];
    expect(lines[0]).toBe(header.map((name) => `"${name}"`).join(','));
    const row = lines.find((line) => line.includes(detailedLocation));
    expect(row).toContain(`"${event.name}","${tenant.name}","Assault","${detailedLocation}"`);
    expect(row).toContain('"Yes"');
    expect(csv).not.toContain(`"${location}"`);
  });
});
