import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Alert, AlertListResponse } from '../../../../shared/contract/alerts.ts';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useLiveStream } from '../../../lib/live-stream.ts';
import { stubAudioContext } from '../../../test/fake-audio-context.ts';
import { fakeLiveStream } from '../../../test/fake-event-source.ts';
import { alertFixture } from '../../../test/fixtures.ts';
import { stubScreenWidth } from '../../../test/screen-width.ts';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { AlertBell } from './alert-bell.tsx';
import { AlertCenter } from './alert-center.tsx';

let next = 0;
function anAlert(overrides: Partial<Alert> = {}): Alert {
  next += 1;
  return alertFixture({
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'Break Overrun',
    category: 'break',
    title: `Break overrun: Ann North ${next}`,
    message: 'Ann North’s 15-minute break ran 5 minutes over.',
    guard: { id: 'g1', name: 'Ann North' },
    lengthOfBreak: 15,
    createdAt: '2026-03-18T14:00:00.000Z',
    ...overrides,
  });
}

const breakAlert = anAlert({ createdAt: '2026-03-18T14:10:00.000Z' });
const geofenceAlert = anAlert({
  type: 'Geofence Exit',
  category: 'geofence',
  title: 'Left the allowed zone: Bob South',
  guard: { id: 'g2', name: 'Bob South' },
  lengthOfBreak: null,
  seen: true,
  seenAt: '2026-03-18T13:30:00.000Z',
  seenBy: { id: 'm1', name: 'Mia Manager' },
  createdAt: '2026-03-18T13:00:00.000Z',
});
const sosAlert = anAlert({
  type: 'SOS',
  category: 'sos',
  title: 'SOS: Cem Guard',
  message: 'Fight at the north gate.',
  guard: { id: 'g3', name: 'Cem Guard' },
  lengthOfBreak: null,
  latitude: 41.01,
  longitude: 28.97,
  createdAt: '2026-03-18T14:20:00.000Z',
});

function list(items: Alert[], unseenCount: number): { body: AlertListResponse } {
  return { body: { items, unseenCount, hasMore: false } };
}

function mockAlertsApi({ all = [breakAlert, geofenceAlert], sos = [] as Alert[], seenStatus = 200 } = {}) {
  const seenCalls: string[] = [];
  const types: string[] = [];
  // Counted at each read, as the server does: a test adds what the server would have stored before sending it live.
  const unseen = () => [...all, ...sos].filter((a) => !a.seen).length;
  const fetchMock = mockFetch({
    'GET /api/v1/alerts': ({ url }) => {
      const type = url.searchParams.get('type') ?? 'all';
      types.push(type);
      if (type === 'sos') return list(sos, unseen());
      if (type === 'all') return list(all, unseen());
      return list(
        all.filter((a) => a.category === type),
        unseen(),
      );
    },
  });
  const original = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/api\/v1\/alerts\/([^/]+)\/seen$/.exec(url.pathname);
    if (match && init?.method === 'POST') {
      seenCalls.push(match[1] ?? '');
      const alert = [...all, ...sos].find((a) => a.id === match[1]);
      if (!alert) {
        return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), { status: 404 });
      }
      if (seenStatus !== 200) {
        return new Response(JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }), {
          status: seenStatus,
        });
      }
      const seen = {
        ...alert,
        seen: true,
        seenAt: '2026-03-18T15:00:00.000Z',
        seenBy: { id: 'x', name: 'Erin Executive' },
      };
      return new Response(JSON.stringify(seen), { status: 200 });
    }
    if (!original) throw new Error('fetch mock has no implementation');
    return original(input, init);
  });
  return { seenCalls, types, all };
}

function Console({ user }: { user: SessionUser }) {
  useLiveStream(true);
  return (
    <>
      <AlertCenter user={user} />
      <AlertBell user={user} />
    </>
  );
}

function renderConsole(role: 'executive' | 'manager' | 'supervisor' | 'guard' = 'executive') {
  const stream = fakeLiveStream();
  const user = sessionUser({ roles: [role], role });
  const view = renderWithProviders(<Console user={user} />);
  return { ...view, stream };
}

/** The bell's accessible name (the open dropdown hides the rest of the page from role queries). */
async function expectBell(label: string) {
  await waitFor(() => expect(screen.getByTestId('alert-bell').getAttribute('aria-label')).toBe(label));
}

async function openDropdown() {
  fireEvent.click(await screen.findByRole('button', { name: /^Alerts/ }));
  return screen.findByRole('dialog', { name: 'Alerts' });
}

describe('the alert bell', () => {
  it('shows the unread count, filters by type on the server, and says when there is nothing', async () => {
    const api = mockAlertsApi();
    renderConsole();
    await expectBell('Alerts, 1 not seen');
    const dropdown = await openDropdown();
    expect(await within(dropdown).findByText(breakAlert.title)).toBeTruthy();
    expect(within(dropdown).getByText(geofenceAlert.title)).toBeTruthy();
    // Newest first, unseen marked, dates as dd-MM-yyyy HH:mm.
    const rows = within(dropdown).getAllByRole('menuitem');
    expect(rows[0]?.textContent).toContain(breakAlert.title);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'Not seen' })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('img', { name: 'Not seen' })).toBeNull();
    expect(rows[0]?.textContent).toMatch(/18-03-2026 \d\d:\d\d/);

    fireEvent.click(within(dropdown).getByRole('tab', { name: 'Geofence' }));
    expect(await within(dropdown).findByText(geofenceAlert.title)).toBeTruthy();
    expect(within(dropdown).queryByText(breakAlert.title)).toBeNull();

    fireEvent.click(within(dropdown).getByRole('tab', { name: 'SOS' }));
    expect(await within(dropdown).findByText('No alerts available')).toBeTruthy();
    expect(api.types).toContain('geofence');
    expect(api.types).toContain('sos');
  });

  it('adds a live alert at the top and counts it; a live acknowledgement counts it down', async () => {
    const api = mockAlertsApi({ all: [breakAlert, geofenceAlert] });
    const { stream } = renderConsole();
    const dropdown = await openDropdown();
    await within(dropdown).findByText(breakAlert.title);
    await expectBell('Alerts, 1 not seen');

    const fresh = anAlert({ title: 'Break overrun: Dee West', createdAt: '2026-03-18T14:50:00.000Z' });
    api.all.unshift(fresh);
    stream.send({ type: 'alert.created', data: { alert: fresh } });
    await expectBell('Alerts, 2 not seen');
    expect(within(dropdown).getAllByRole('menuitem')[0]?.textContent).toContain('Break overrun: Dee West');

    // A geofence alert does not belong in the Break list but still counts.
    fireEvent.click(within(dropdown).getByRole('tab', { name: 'Break' }));
    await within(dropdown).findByText(breakAlert.title);
    const zoneExit = anAlert({ category: 'geofence', title: 'Zone exit: Eve', createdAt: '2026-03-18T14:52:00.000Z' });
    api.all.unshift(zoneExit);
    stream.send({ type: 'alert.created', data: { alert: zoneExit } });
    await expectBell('Alerts, 3 not seen');
    expect(within(dropdown).queryByText('Zone exit: Eve')).toBeNull();

    stream.send({
      type: 'alert.updated',
      data: {
        alert: { ...breakAlert, seen: true, seenAt: '2026-03-18T14:55:00.000Z', seenBy: { id: 's', name: 'Sam' } },
      },
    });
    await expectBell('Alerts, 2 not seen');
    const row = within(dropdown).getByText(breakAlert.title).closest('[role="menuitem"]') as HTMLElement;
    expect(within(row).queryByRole('img', { name: 'Not seen' })).toBeNull();

    stream.send({ type: 'alert.deleted', data: { id: fresh.id } });
    await expectBell('Alerts, 1 not seen');
    expect(within(dropdown).queryByText('Break overrun: Dee West')).toBeNull();
  });

  it('acknowledges an alert an executive opens, and shows its details', async () => {
    const api = mockAlertsApi();
    renderConsole('executive');
    const dropdown = await openDropdown();
    fireEvent.click(await within(dropdown).findByText(breakAlert.title));
    const detail = await screen.findByRole('dialog', { name: new RegExp(breakAlert.title) });
    expect(api.seenCalls).toEqual([breakAlert.id]);
    await expectBell('Alerts');
    expect(within(detail).getByText('Mall Day')).toBeTruthy();
    expect(within(detail).getByText('15 min')).toBeTruthy();
    expect(await within(detail).findByText(/Erin Executive/)).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('does not acknowledge an alert a guard opens', async () => {
    const api = mockAlertsApi();
    renderConsole('guard');
    const dropdown = await openDropdown();
    fireEvent.click(await within(dropdown).findByText(breakAlert.title));
    const detail = await screen.findByRole('dialog', { name: new RegExp(breakAlert.title) });
    expect(within(detail).getByText('Not seen yet')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(api.seenCalls).toEqual([]);
    await expectBell('Alerts, 1 not seen');
  });

  it('puts an alert back to unseen when acknowledging it fails', async () => {
    mockAlertsApi({ seenStatus: 500 });
    renderConsole('manager');
    const dropdown = await openDropdown();
    fireEvent.click(await within(dropdown).findByText(breakAlert.title));
    await screen.findByRole('dialog', { name: new RegExp(breakAlert.title) });
    await expectBell('Alerts, 1 not seen');
    expect(await screen.findByText(/The alert could not be marked as seen/)).toBeTruthy();
  });
});

describe('the SOS banner', () => {
  it('shows an unseen SOS to an operator until someone acknowledges it', async () => {
    const sos = [sosAlert];
    mockAlertsApi({ sos });
    const { stream } = renderConsole('supervisor');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Cem Guard needs help at Mall Day');
    expect(banner.textContent).toContain('Fight at the north gate.');

    // Acknowledged from another console: the banner goes.
    stream.send({
      type: 'alert.updated',
      data: { alert: { ...sosAlert, seen: true, seenAt: '2026-03-18T14:21:00.000Z' } },
    });
    await waitFor(() => expect(screen.queryByTestId('sos-banner')).toBeNull());

    // A new SOS arrives live: the banner is back; opening it acknowledges it.
    const second = anAlert({
      ...sosAlert,
      id: '00000000-0000-4000-8000-00000000aaaa',
      guard: { id: 'g4', name: 'Dan East' },
    });
    sos.push(second);
    stream.send({ type: 'alert.created', data: { alert: second } });
    const again = await screen.findByTestId('sos-banner');
    expect(again.textContent).toContain('Dan East needs help');
    fireEvent.click(within(again).getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: /SOS: Cem Guard/ });
    await waitFor(() => expect(screen.queryByTestId('sos-banner')).toBeNull());
  });

  it('names a missed check-call for what it is, not as a call for help', async () => {
    const missed = anAlert({
      type: 'Missed Check-Call',
      category: 'sos',
      title: 'Missed check-call: Eve West',
      message: null,
      params: { name: 'Eve West', eventName: 'Mall Day', dueAt: '2026-03-18T14:05:00.000Z' },
      guard: { id: 'g5', name: 'Eve West' },
      lengthOfBreak: null,
      createdAt: '2026-03-18T14:11:00.000Z',
    });
    mockAlertsApi({ sos: [missed] });
    renderConsole('supervisor');
    const banner = await screen.findByTestId('sos-banner');
    expect(banner.textContent).toContain('Missed check-call: Eve West at Mall Day');
    expect(banner.textContent).toContain('Eve West has not answered the check-call due at');
    expect(banner.textContent).not.toContain('needs help');
  });

  it('asks to turn the sound on while the browser holds it back, then beeps', async () => {
    const audio = stubAudioContext();
    mockAlertsApi({ sos: [sosAlert] });
    renderConsole('executive');
    const banner = await screen.findByTestId('sos-banner');
    expect(within(banner).getByText('The browser is holding back the alarm sound.')).toBeTruthy();
    expect(audio.tones()).toBe(0);

    audio.allow();
    fireEvent.click(within(banner).getByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(within(banner).queryByRole('button', { name: 'Turn on sound' })).toBeNull());
    expect(audio.tones()).toBeGreaterThan(0);
  });

  it('is not shown to a guard', async () => {
    const api = mockAlertsApi({ sos: [sosAlert] });
    renderConsole('guard');
    await screen.findByRole('button', { name: /^Alerts/ });
    await waitFor(() => expect(api.types).toContain('all'));
    expect(screen.queryByTestId('sos-banner')).toBeNull();
    expect(api.types).not.toContain('sos');
  });
});

/** A phone-sized screen: every `max-width` media query matches. */
function asPhone() {
  stubScreenWidth(true);
}

const withParams = anAlert({
  ...sosAlert,
  id: '00000000-0000-4000-8000-00000000bbbb',
  message: 'Cem Guard raised an SOS at Mall Day. event: 00000000-0000-4000-8000-0000000000e1',
  params: { name: 'Cem Guard', eventName: 'Mall Day' },
});

describe('the SOS banner on a phone and folded', () => {
  it('is one line on a phone: the SOS and who, how many more, and Open', async () => {
    asPhone();
    const other = anAlert({
      ...sosAlert,
      id: '00000000-0000-4000-8000-00000000cccc',
      createdAt: '2026-03-18T14:00:00Z',
    });
    const api = mockAlertsApi({ sos: [sosAlert, other] });
    renderConsole('executive');
    const banner = await screen.findByTestId('sos-banner');
    expect(within(banner).getByText('SOS: Cem Guard')).toBeTruthy();
    expect(within(banner).getByRole('img', { name: 'Other unseen SOS alerts: 1' }).textContent).toBe('+1');
    // The message and the "needs help" line are for wider screens and the popup.
    expect(within(banner).queryByText('Fight at the north gate.')).toBeNull();
    expect(within(banner).queryByText(/needs help/)).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: /SOS: Cem Guard/ });
    expect(api.seenCalls).toEqual([sosAlert.id]);
  });

  it('folds into a pill without acknowledging, stays folded after a reload, and a new SOS unfolds it', async () => {
    const sos = [sosAlert];
    const api = mockAlertsApi({ sos });
    const first = renderConsole('supervisor');
    const banner = await screen.findByTestId('sos-banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Minimise the SOS banner' }));
    const pill = await screen.findByRole('button', { name: 'Unseen SOS alerts: 1. Show the banner' });
    expect(pill.textContent).toContain('1 SOS');
    expect(document.activeElement).toBe(pill);
    expect(screen.queryByTestId('sos-banner')).toBeNull();
    expect(api.seenCalls).toEqual([]);

    // A reload: this browser remembers the fold for this alert.
    first.unmount();
    const { stream } = renderConsole('supervisor');
    await screen.findByRole('button', { name: 'Unseen SOS alerts: 1. Show the banner' });
    expect(screen.queryByTestId('sos-banner')).toBeNull();

    // A new SOS unfolds it, newest first.
    const second = anAlert({
      ...sosAlert,
      id: '00000000-0000-4000-8000-00000000dddd',
      createdAt: '2026-03-18T14:30:00Z',
    });
    sos.unshift(second);
    stream.send({ type: 'alert.created', data: { alert: second } });
    const again = await screen.findByTestId('sos-banner');
    expect(again.getAttribute('data-alert-id')).toBe(second.id);
    expect(screen.queryByTestId('sos-pill')).toBeNull();

    // Folded again it counts both; the pill unfolds it, still without acknowledging anything.
    fireEvent.click(within(again).getByRole('button', { name: 'Minimise the SOS banner' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Unseen SOS alerts: 2. Show the banner' }));
    const unfolded = await screen.findByTestId('sos-banner');
    await waitFor(() => expect(document.activeElement).toBe(within(unfolded).getByRole('button', { name: 'Open' })));
    expect(api.seenCalls).toEqual([]);
  });
});

describe('alerts in the reader’s language', () => {
  it('writes titles and texts with params in Arabic, and keeps the stored English of alerts without', async () => {
    await i18n.changeLanguage('ar');
    const exit = anAlert({
      ...geofenceAlert,
      title: 'Geofence exit: Bob South',
      message: 'Bob South left the allowed zones at Mall Day. event: 00000000-0000-4000-8000-0000000000e1',
      params: { name: 'Bob South', eventName: 'Mall Day' },
    });
    mockAlertsApi({ all: [breakAlert, exit], sos: [withParams] });
    renderConsole('guard');
    fireEvent.click(await screen.findByTestId('alert-bell'));
    const dropdown = await screen.findByRole('dialog', { name: 'التنبيهات' });
    expect(await within(dropdown).findByText('خروج من السياج الجغرافي: Bob South')).toBeTruthy();
    // Stored before params were kept: as it was written.
    expect(within(dropdown).getByText(breakAlert.title)).toBeTruthy();
    fireEvent.click(within(dropdown).getByText('خروج من السياج الجغرافي: Bob South'));
    const detail = await screen.findByRole('dialog', { name: /خروج من السياج الجغرافي: Bob South/ });
    expect(within(detail).getByText('غادر Bob South المناطق المسموح بها في Mall Day.')).toBeTruthy();
    expect(within(detail).getByText('خروج من السياج الجغرافي')).toBeTruthy();
  });

  it('writes the SOS banner’s text in Arabic', async () => {
    await i18n.changeLanguage('ar');
    mockAlertsApi({ sos: [withParams] });
    renderConsole('executive');
    const banner = await screen.findByTestId('sos-banner');
    expect(within(banner).getByText('أطلق Cem Guard نداء استغاثة (SOS) في Mall Day.')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'تصغير شريط SOS' })).toBeTruthy();
  });
});
