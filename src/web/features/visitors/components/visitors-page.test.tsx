import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Visitor, VisitorListResponse } from '../../../../shared/contract/visitors.ts';
import { i18n, loadAllNamespaces } from '../../../i18n/i18n.ts';
import { loadRtlCache } from '../../../lib/direction-cache.ts';
import { visitorFixture } from '../../../test/fixtures.ts';
import { fieldsRefused, mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { GuestVisits } from './guest-visits.tsx';
import { localInputToIso, nextQuarterHour, toLocalInput } from './visitor-forms.ts';
import VisitorsPage from './visitors-page.tsx';

const visit = visitorFixture;

function page(items: Visitor[]): VisitorListResponse {
  return {
    items,
    page: 1,
    limit: 10,
    total: items.length,
    counts: { onSite: 0, expected: 0, requests: 0, overstay: 0 },
  };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the guest’s Visitors page', () => {
  it('lists the guest’s requests with their outcome and the manager’s note', async () => {
    mockFetch({
      'GET /api/v1/visitors': {
        body: page([
          visit({ id: 'a', hostName: 'Host A' }),
          visit({ id: 'b', hostName: 'Host B', status: 'expected', decisionNote: 'Gate B', decidedByName: 'Mia' }),
          visit({ id: 'c', hostName: 'Host C', status: 'denied', decisionNote: 'Not this week' }),
        ]),
      },
    });
    renderWithProviders(<GuestVisits displayName="Sam Ortiz" />);
    const list = await screen.findByRole('list', { name: 'Your visit requests' });
    const items = within(list).getAllByTestId('visit-request');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Requested'),
      expect.stringMatching(/Approved.*Gate B.*Mia/),
      expect.stringMatching(/Declined.*Not this week/),
    ]);
  });

  it('says so when there are no requests yet', async () => {
    mockFetch({ 'GET /api/v1/visitors': { body: page([]) } });
    renderWithProviders(<GuestVisits displayName="Sam Ortiz" />);
    expect(await screen.findByText('You have not requested a visit yet.')).toBeTruthy();
  });

  it('prefills the name, shows messages beside the fields when Send is pressed too early, and sends', async () => {
    const sent: unknown[] = [];
    const fetchMock = mockFetch({
      'GET /api/v1/visitors': { body: page([]) },
      'POST /api/v1/visitors/requests': ({ body }) => {
        sent.push(body);
        return { status: 201, body: visit() };
      },
    });
    renderWithProviders(<GuestVisits displayName="Sam Ortiz" />);
    const form = screen.getByRole('form', { name: 'Request a visit' });
    const name = within(form).getByLabelText(/^Visitor name/) as HTMLInputElement;
    const submit = within(form).getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(name.value).toBe('Sam Ortiz');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await within(form).findByText('Enter who they are visiting')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText(/^Who are you visiting/)));
    expect(sent).toHaveLength(0);

    type(name, '');
    expect(await within(form).findByText('Enter the visitor’s name')).toBeTruthy();
    type(name, 'Sam Ortiz');
    type(within(form).getByLabelText(/^Who are you visiting/), 'Naomi Feld');
    type(within(form).getByLabelText(/^Purpose of the visit/), 'x');
    type(within(form).getByLabelText(/^Purpose of the visit/), '');
    expect(await within(form).findByText('Enter the purpose of the visit')).toBeTruthy();
    type(within(form).getByLabelText(/^Purpose of the visit/), 'Interview');
    const when = within(form).getByLabelText(/^Preferred date and time/);
    type(when, toLocalInput(new Date(Date.now() - 3_600_000)));
    expect(await within(form).findByText('Choose a time in the future')).toBeTruthy();
    const future = toLocalInput(new Date(Date.now() + 48 * 3_600_000));
    type(when, future);
    await waitFor(() => expect(within(form).queryByText('Choose a time in the future')).toBeNull());

    fireEvent.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      name: 'Sam Ortiz',
      hostName: 'Naomi Feld',
      purpose: 'Interview',
      expectedAt: localInputToIso(future),
    });
    // A guest may not list events, so the form never asks.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/events'))).toBe(false);
  });

  it('puts the server’s field messages beside the fields', async () => {
    mockFetch({
      'GET /api/v1/visitors': { body: page([]) },
      'POST /api/v1/visitors/requests': fieldsRefused({ hostName: 'Too vague' }),
    });
    renderWithProviders(<GuestVisits displayName="Sam Ortiz" />);
    const form = screen.getByRole('form', { name: 'Request a visit' });
    type(within(form).getByLabelText(/^Who are you visiting/), 'Someone');
    type(within(form).getByLabelText(/^Purpose of the visit/), 'Interview');
    const submit = within(form).getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await within(form).findByText('Too vague')).toBeTruthy();
  });
});

describe('VisitorsPage', () => {
  it('shows a guest only the request form, and the desk to everyone else', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['guest'], role: 'guest' }) } },
      'GET /api/v1/visitors': { body: page([]) },
    });
    renderWithProviders(<VisitorsPage />);
    expect(await screen.findByRole('heading', { name: 'Request a visit', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('gives a client-role user the lists and a Request a visit button, not the front desk', async () => {
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['client'], role: 'client' }) } },
      'GET /api/v1/visitors': { body: page([]) },
      'GET /api/v1/events': { body: { items: [], page: 1, limit: 100, total: 0 } },
    });
    renderWithProviders(<VisitorsPage />);
    expect(await screen.findByRole('heading', { name: 'Visitors', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'On site now',
      'Expected',
      'Requests',
      'History',
    ]);
    expect(screen.getByRole('button', { name: 'Request a visit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pre-register visitor' })).toBeNull();
  });
});

describe('the Visitors page in other languages', () => {
  it('shows the desk in Arabic: heading, tabs, filters, grid headers and the check-in dialog', async () => {
    await i18n.changeLanguage('ar');
    await Promise.all([loadAllNamespaces(), loadRtlCache()]);
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['supervisor'], role: 'supervisor' }) } },
      'GET /api/v1/visitors': {
        body: {
          ...page([visit({ status: 'expected', company: 'Acme', vehiclePlate: '34 ABC 123' })]),
          counts: { onSite: 0, expected: 1, requests: 0, overstay: 0 },
        },
      },
      'GET /api/v1/events': { body: { items: [], page: 1, limit: 100, total: 0 } },
    });
    renderWithProviders(<VisitorsPage />);
    expect(await screen.findByRole('heading', { name: 'الزوار', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Visitors' })).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'في الموقع الآن',
      expect.stringMatching(/^المتوقَّعون/),
      'الطلبات',
      'السجل',
    ]);
    expect(screen.getByRole('tablist', { name: 'قوائم الزوار' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل زائر مسبقًا' })).toBeTruthy();
    expect(await screen.findByRole('columnheader', { name: 'الزائر' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصدير CSV' })).toBeTruthy();
    expect(screen.queryByText('Export CSV')).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'تسجيل دخول Sam Ortiz' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل دخول Sam Ortiz' });
    expect(within(dialog).getByText(/سلِّم الزائر بطاقة زائر/)).toBeTruthy();
    expect(within(dialog).getByLabelText('رقم البطاقة')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeTruthy();
    expect(within(dialog).queryByText(/Badge|Check in|Cancel/)).toBeNull();
  });

  it('shows a guest the request form and the answers in Japanese', async () => {
    await i18n.changeLanguage('jp');
    await loadAllNamespaces();
    mockFetch({
      'GET /api/v1/visitors': {
        body: page([
          visit({ id: 'b', hostName: 'Host B', status: 'expected', decisionNote: 'Gate B', decidedByName: 'Mia' }),
        ]),
      },
    });
    renderWithProviders(<GuestVisits displayName="Sam Ortiz" />);
    expect(screen.getByRole('heading', { name: '訪問を申請', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Request a visit')).toBeNull();
    const form = screen.getByRole('form', { name: '訪問を申請' });
    expect((within(form).getByLabelText(/^来訪者氏名/) as HTMLInputElement).value).toBe('Sam Ortiz');
    expect(within(form).getByRole('button', { name: '申請を送信' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'あなたの訪問申請' });
    const item = within(list).getByTestId('visit-request');
    expect(item.textContent).toContain('訪問先: Host B');
    expect(item.textContent).toContain('承認済み');
    expect(item.textContent).not.toContain('Approved');
  });
});

describe('datetime-local helpers', () => {
  it('round-trips local input values and rounds up to the next quarter hour', () => {
    const at = new Date(2030, 0, 2, 9, 7, 30);
    expect(toLocalInput(at)).toBe('2030-01-02T09:07');
    expect(nextQuarterHour(at)).toBe('2030-01-02T09:15');
    expect(nextQuarterHour(new Date(2030, 0, 2, 9, 45, 0))).toBe('2030-01-02T10:00');
    expect(localInputToIso('2030-01-02T09:07')).toBe(new Date(2030, 0, 2, 9, 7).toISOString());
    expect(localInputToIso('soon')).toBeUndefined();
  });
});
