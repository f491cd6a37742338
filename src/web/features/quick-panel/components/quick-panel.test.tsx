import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyStatus } from '../../../../shared/contract/me-status.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { QuickPanel } from './quick-panel.tsx';

const status: MyStatus = {
  now: '2026-03-18T15:00:00.000Z',
  clock: { state: 'onDuty', since: '2026-03-18T13:00:00.000Z', breakMinutes: null },
  currentEvent: {
    id: 'e1',
    name: 'Chicago Auto Show',
    siteName: 'McCormick Place',
    timeZone: 'America/Chicago',
    startDate: '2026-03-18T12:00:00.000Z',
    endDate: '2026-03-19T04:00:00.000Z',
  },
  recentAlerts: [
    {
      id: 'a1',
      type: 'SOS',
      title: 'SOS: Yusuf Karim',
      params: { name: 'Yusuf Karim', eventName: 'Chicago Auto Show' },
      guardName: 'Yusuf Karim',
      eventName: 'Chicago Auto Show',
      seen: false,
      createdAt: '2026-03-18T14:50:00.000Z',
    },
  ],
};

describe('QuickPanel', () => {
  it("shows today's date, the user's event and clock state, and recent alerts", async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/me/status': { body: status } });
    renderWithProviders(<QuickPanel open onClose={() => undefined} />);
    expect(await screen.findByText('Chicago Auto Show')).toBeTruthy();
    expect(screen.getByText('On duty')).toBeTruthy();
    expect(screen.getByText('McCormick Place')).toBeTruthy();
    expect(screen.getByText('SOS: Yusuf Karim')).toBeTruthy();
    expect(screen.getByText('Wednesday, March 18, 2026')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the user has no event and no alerts', async () => {
    mockFetch({
      'GET /api/v1/me/status': {
        body: {
          ...status,
          clock: { state: 'off', since: null, breakMinutes: null },
          currentEvent: null,
          recentAlerts: [],
        },
      },
    });
    renderWithProviders(<QuickPanel open onClose={() => undefined} />);
    expect(await screen.findByText('No event assigned to you right now.')).toBeTruthy();
    expect(screen.getByText('Not clocked in')).toBeTruthy();
    expect(screen.getByText('No alerts available')).toBeTruthy();
  });

  it('speaks Arabic when the language is Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    mockFetch({ 'GET /api/v1/me/status': { body: status } });
    renderWithProviders(<QuickPanel open onClose={() => undefined} />);
    expect(await screen.findByText('في الخدمة')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'اللوحة السريعة' })).toBeTruthy();
  });
});
