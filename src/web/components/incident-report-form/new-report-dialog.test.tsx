import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportOptions } from '../../../shared/contract/incident-reports.ts';
import { report as reportFixture } from '../../features/incident-reports/components/fixtures.test-data.ts';
import { type MockResponse, mockFetch, renderWithProviders, sessionUser } from '../../test/utils.tsx';
import { NewReportDialog } from './new-report-dialog.tsx';

const clientA = '00000000-0000-4000-8000-0000000000c1';
const clientB = '00000000-0000-4000-8000-0000000000c2';
const eventA = '00000000-0000-4000-8000-0000000000e1';
const eventB = '00000000-0000-4000-8000-0000000000e2';
const guardA = '00000000-0000-4000-8000-0000000000a1';
const guardB = '00000000-0000-4000-8000-0000000000a2';

function optionsFor(clientId: string, admin: boolean): ReportOptions {
  const b = clientId === clientB;
  return {
    events: [
      {
        id: b ? eventB : eventA,
        name: b ? 'Bay Concert' : 'Harbor Festival',
        clientId,
        status: 'Active',
        guardIds: [b ? guardB : guardA],
      },
    ],
    guards: [{ id: b ? guardB : guardA, name: b ? 'Bea Guard' : 'Gabe Guard', clientId }],
    clients: admin
      ? [
          { id: clientA, name: 'Demo Guarding Co.' },
          { id: clientB, name: 'Bayside Security' },
        ]
      : [],
    selfGuardId: null,
  };
}

function mockApi(roles: string[], post: (body: unknown) => MockResponse) {
  const admin = roles[0] === 'admin';
  const posted: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles, role: roles[0] as 'manager' }) } },
    'GET /api/v1/incident-reports/options': ({ url }) => ({
      body: optionsFor(url.searchParams.get('clientId') ?? clientA, admin),
    }),
    'POST /api/v1/incident-reports': ({ body }) => {
      posted.push(body);
      return post(body);
    },
  });
  return { fetchMock, posted };
}

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const type = (dialog: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

async function openDialog(props: Partial<Parameters<typeof NewReportDialog>[0]> = {}) {
  const onClose = vi.fn();
  renderWithProviders(<NewReportDialog open onClose={onClose} {...props} />);
  const dialog = await screen.findByRole('dialog', { name: 'New Report' }, { timeout: 15_000 });
  await within(dialog).findByRole('combobox', { name: /^Event/ });
  return { dialog, onClose };
}

async function fillFireReport(dialog: HTMLElement) {
  await choose(dialog, /^Event/, 'Harbor Festival');
  await choose(dialog, /^Guard/, 'Gabe Guard');
  type(dialog, /^Incident location/, 'North gate');
  type(dialog, /^Incident date and time/, '2026-05-05T21:30');
  await choose(dialog, /^Was there a fire\?/, 'Yes');
  await choose(dialog, /^Evacuation occurred/, 'No');
}

describe('New Report dialog', { timeout: 30_000 }, () => {
  it('keeps Save disabled until the Fire Report’s required fields are set, then files it', async () => {
    const { posted } = mockApi(['manager'], () => ({ status: 201, body: reportFixture({ id: 'r1' }) }));
    const onFiled = vi.fn();
    const { dialog, onClose } = await openDialog({ defaultType: 'Fire Report', onFiled });
    expect(within(dialog).getByRole('combobox', { name: /^Report type/ }).textContent).toBe('Fire Report');
    // The Fire Report's own fields, not the detailed report's.
    expect(within(dialog).queryByLabelText(/^Incident type/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Client/)).toBeNull();
    expect(saveButton(dialog).disabled).toBe(true);

    await choose(dialog, /^Event/, 'Harbor Festival');
    await choose(dialog, /^Guard/, 'Gabe Guard');
    type(dialog, /^Incident location/, 'North gate');
    type(dialog, /^Incident date and time/, '2026-05-05T21:30');
    await choose(dialog, /^Was there a fire\?/, 'Yes');
    expect(saveButton(dialog).disabled).toBe(true);
    await choose(dialog, /^Evacuation occurred/, 'No');
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));

    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText('Report submitted successfully!')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onFiled).toHaveBeenCalled();
    expect(posted).toEqual([
      {
        reportType: 'Fire Report',
        eventId: eventA,
        guardId: guardA,
        incidentLocation: 'North gate',
        incidentDate: new Date('2026-05-05T21:30').toISOString(),
        firePresent: true,
        evacuationOccurred: false,
      },
    ]);
  });

  it('formats phones as they are typed and applies the name rule', async () => {
    mockApi(['manager'], () => ({ status: 500 }));
    const { dialog } = await openDialog();
    const phone = within(dialog).getByLabelText(/^Victim phone/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '555' } });
    expect(phone.value).toBe('(555');
    fireEvent.change(phone, { target: { value: '(555) 12' } });
    expect(phone.value).toBe('(555) 12');
    fireEvent.change(phone, { target: { value: '555123456789' } });
    expect(phone.value).toBe('(555) 123-4567');
    expect(phone.value.length).toBe(14);

    const name = within(dialog).getByLabelText(/^Victim name/) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'R2 D2' } });
    fireEvent.blur(name);
    expect(await within(dialog).findByText('Letters and spaces only')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Ana María' } });
    await waitFor(() => expect(within(dialog).queryByText('Letters and spaces only')).toBeNull());
  });

  it('shows the Client selector to an admin only, re-reads the options and sends the chosen clientId', async () => {
    const { posted, fetchMock } = mockApi(['admin'], () => ({
      status: 201,
      body: reportFixture({ id: 'r2' }),
    }));
    const { dialog } = await openDialog({ defaultType: 'Custom Report' });
    const client = within(dialog).getByRole('combobox', { name: /^Client/ });
    await waitFor(() => expect(client.textContent).toBe('Demo Guarding Co.'));
    await choose(dialog, /^Client/, 'Bayside Security');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes(`/incident-reports/options?clientId=${clientB}`)),
      ).toBe(true),
    );
    await choose(dialog, /^Event/, 'Bay Concert');
    await choose(dialog, /^Guard/, 'Bea Guard');
    type(dialog, /^Incident date and time/, '2026-05-06T08:00');
    type(dialog, /^Guard notes/, 'Gate left open overnight');
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      reportType: 'Custom Report',
      clientId: clientB,
      eventId: eventB,
      guardId: guardB,
    });
  });

  it('gives other roles no Client selector and sends no clientId', async () => {
    const { posted } = mockApi(['supervisor'], () => ({ status: 201, body: reportFixture({ id: 'r3' }) }));
    const { dialog } = await openDialog({ defaultType: 'Fire Report' });
    expect(within(dialog).queryByRole('combobox', { name: /^Client/ })).toBeNull();
    await fillFireReport(dialog);
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).not.toHaveProperty('clientId');
  });

  it('keeps what was typed and says so when filing fails; a 400 lands beside its field', async () => {
    let answer: MockResponse = { status: 500, body: { error: { code: 'internal', message: 'Internal error.' } } };
    mockApi(['manager'], () => answer);
    const { dialog, onClose } = await openDialog({ defaultType: 'Fire Report' });
    await fillFireReport(dialog);
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText('Error submitting report. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText(/^Incident location/) as HTMLInputElement).value).toBe('North gate');
    expect(within(dialog).getByRole('combobox', { name: /^Event/ }).textContent).toBe('Harbor Festival');

    answer = {
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Some fields are not valid.',
          fields: { eventId: 'Choose one of your events' },
        },
      },
    };
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    fireEvent.click(saveButton(dialog));
    expect(await within(dialog).findByText('Choose one of your events')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('files a guard’s report as themself and says when there is no event', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guard'], role: 'guard', id: guardA }) } },
      'GET /api/v1/incident-reports/options': {
        body: { events: [], guards: [], clients: [], selfGuardId: guardA } satisfies ReportOptions,
      },
    });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('There is no upcoming or active event to report on.')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: /^Guard/ })).toBeNull();
    expect(within(dialog).getByText('Filed by you as the guard on duty.')).toBeTruthy();
  });

  it('uploads each chosen photo after filing and tells which one failed', async () => {
    const uploads: string[] = [];
    const report = reportFixture({ id: 'r9' });
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
      'GET /api/v1/incident-reports/options': { body: optionsFor(clientA, false) },
      'POST /api/v1/incident-reports': { status: 201, body: report },
      'POST /api/v1/incident-reports/r9/attachments': () => {
        uploads.push('one');
        return uploads.length === 1
          ? { status: 201, body: report }
          : { status: 415, body: { error: { code: 'unsupported', message: 'Only JPEG, PNG or WebP images.' } } };
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<NewReportDialog open onClose={onClose} defaultType="Fire Report" />);
    const dialog = await screen.findByRole('dialog', { name: 'New Report' }, { timeout: 15_000 });
    await within(dialog).findByRole('combobox', { name: /^Event/ });
    const input = within(dialog).getByTestId('report-photo-input') as HTMLInputElement;
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.multiple).toBe(true);
    const files = [
      new File([new Uint8Array([1, 2, 3])], 'gate.png', { type: 'image/png' }),
      new File([new Uint8Array([4, 5, 6])], 'door.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ];
    fireEvent.change(input, { target: { files } });
    expect(await within(dialog).findByText('notes.txt is not a JPEG, PNG or WebP image.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove photo gate.png' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove photo door.jpg' })).toBeTruthy();

    await fillFireReport(dialog);
    await waitFor(() => expect(saveButton(dialog).disabled).toBe(false));
    fireEvent.click(saveButton(dialog));
    expect(await screen.findByText('Report submitted successfully!')).toBeTruthy();
    expect(
      await within(dialog).findByText(
        'The report was filed, but photo door.jpg could not be uploaded: Only JPEG, PNG or WebP images.',
      ),
    ).toBeTruthy();
    expect(uploads).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers only the chosen event’s guards, says to choose an event first, and widens with Show everyone', async () => {
    const manager = '00000000-0000-4000-8000-0000000000a9';
    const eventC = '00000000-0000-4000-8000-0000000000e3';
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } },
      'GET /api/v1/incident-reports/options': {
        body: {
          events: [
            { id: eventA, name: 'Harbor Festival', clientId: clientA, status: 'Active', guardIds: [guardA] },
            { id: eventC, name: 'Quiet Night', clientId: clientA, status: 'Upcoming', guardIds: [] },
          ],
          guards: [
            { id: guardA, name: 'Gabe Guard', clientId: clientA },
            { id: guardB, name: 'Bea Guard', clientId: clientA },
            { id: manager, name: 'Mona Manager', clientId: clientA },
          ],
          clients: [],
          selfGuardId: null,
        } satisfies ReportOptions,
      },
    });
    const { dialog } = await openDialog({ defaultType: 'Fire Report' });
    const guardOptions = async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Guard/ }));
      const listbox = await screen.findByRole('listbox');
      const names = within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent);
      fireEvent.keyDown(listbox, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
      return names;
    };

    // No event yet: the list says to choose one, and names nobody.
    expect(within(dialog).getByText('Choose an event to see its guards', { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /^Guard/ }).textContent).toBe(
      'Choose an event to see its guards',
    );
    expect(await guardOptions()).toEqual(['Choose an event to see its guards']);

    await choose(dialog, /^Event/, 'Harbor Festival');
    expect(await within(dialog).findByText('The people assigned to this event')).toBeTruthy();
    expect(await guardOptions()).toEqual(['Choose…', 'Gabe Guard']);
    await choose(dialog, /^Guard/, 'Gabe Guard');

    // An event nobody is assigned to: the guard chosen for the other event is dropped, and the hint says what to do.
    await choose(dialog, /^Event/, 'Quiet Night');
    expect(
      await within(dialog).findByText(
        'No one is assigned to this event: switch on Show everyone to choose from all staff.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /^Guard/ }).textContent).not.toContain('Gabe Guard');

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Show everyone' }));
    expect(await within(dialog).findByText('All the client’s staff')).toBeTruthy();
    expect(await guardOptions()).toEqual(['Choose…', 'Gabe Guard', 'Bea Guard', 'Mona Manager']);
  });
});
