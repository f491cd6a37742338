import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../../../shared/contract/incident-reports.ts';
import { i18n } from '../../../i18n/i18n.ts';
import {
  disabledReasonOf,
  type MockResponse,
  mockFetch,
  renderWithProviders,
  sessionUser,
} from '../../../test/utils.tsx';
import { report, reportId } from './fixtures.test-data.ts';
import { ReportDetails } from './report-details.tsx';

/*
 * "Create a call" on an incident report's details (docs/product/dispatch.md#taking-a-call): for a dispatcher
 * (`dispatch.manage`) only; the call is taken at the report's event with the report's id, and the dialog then
 * offers the Dispatch board.
 */

const guardReport = (overrides: Partial<Report> = {}) =>
  report({
    reportType: 'Detailed Incident Report',
    incidentType: 'Theft',
    incidentLocation: 'Loading bay',
    details: 'Fence cut behind the loading bay.',
    guardNote: 'Gate 2 left open',
    ...overrides,
  });

function mockApi(shown: Report, roles: string[], answer?: (body: unknown) => MockResponse) {
  const posts: unknown[] = [];
  mockFetch({
    'GET /api/v1/auth/session': { body: { user: sessionUser({ roles, role: roles[0] }) } },
    [`GET /api/v1/incident-reports/${reportId}`]: { body: shown },
    'POST /api/v1/dispatch/calls': ({ body }) => {
      posts.push(body);
      return (
        answer?.(body) ?? {
          status: 201,
          body: { id: '00000000-0000-4000-8000-0000000007c1', targetAt: '2026-03-18T15:35:00.000Z' },
        }
      );
    },
  });
  return posts;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create a call' }, { timeout: 15_000 }));
  return screen.findByRole('dialog', { name: 'Create a call from this report' });
}

function chooseOption(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('a call from an incident report', () => {
  it('takes the call at the report’s event, P2 unless changed, with what happened from the report', async () => {
    const posts = mockApi(guardReport(), ['supervisor']);
    renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('The call is taken at Bulls vs Knicks, the report’s event, as the guard’s call.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Priority' }).textContent).toBe('P2 · target 30 min');
    const description = within(dialog).getByRole('textbox', { name: /^What happened/ }) as HTMLTextAreaElement;
    expect(description.value).toBe('Detailed Incident Report · Theft — Loading bay\nFence cut behind the loading bay.');

    chooseOption(dialog, 'Call type', 'Disturbance');
    chooseOption(dialog, 'Priority', 'P1 · target 15 min');
    fireEvent.change(description, { target: { value: 'Fence cut behind the loading bay: check the yard' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create call' }));

    const done = await screen.findByRole('dialog', { name: 'Call created' });
    expect(posts).toEqual([
      {
        incidentReportId: reportId,
        type: 'disturbance',
        priority: 1,
        description: 'Fence cut behind the loading bay: check the yard',
      },
    ]);
    expect(within(done).getByRole('link', { name: 'Open the Dispatch board' }).getAttribute('href')).toBe('/dispatch');
    fireEvent.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says beside the field what is wrong, its own check and the server’s, in the reader’s language', async () => {
    await i18n.changeLanguage('tr');
    const posts = mockApi(guardReport(), ['manager'], () => ({
      status: 400,
      body: {
        error: {
          code: 'bad_request',
          message: 'Some fields are not valid.',
          fieldErrors: { priority: { code: 'dispatch.priority_range' } },
        },
      },
    }));
    renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Çağrı oluştur' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Bu rapordan çağrı oluştur' });
    const description = within(dialog).getByRole('textbox', { name: /^Ne oldu/ });
    fireEvent.change(description, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Çağrıyı oluştur' }));
    expect(await within(dialog).findByText('Zorunlu')).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(description, { target: { value: 'Çit kesilmiş' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Çağrıyı oluştur' }));
    expect(await within(dialog).findByText('1 ile 4 arasında bir öncelik olmalı')).toBeTruthy();
    expect(posts).toHaveLength(1);
  });

  it('is offered only to a dispatcher, and only for a report at an event', async () => {
    mockApi(guardReport({ event: null }), ['manager']);
    const { unmount } = renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    const button = await screen.findByRole('button', { name: 'Create a call' }, { timeout: 15_000 });
    expect(button).toHaveProperty('disabled', true);
    expect(disabledReasonOf(button)).toBe(
      'The report names no event: take the call on the Dispatch board, with its place.',
    );
    unmount();

    mockApi(guardReport(), ['guard']);
    renderWithProviders(<ReportDetails reportId={reportId} onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: /Download PDF/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a call' })).toBeNull();
  });
});
