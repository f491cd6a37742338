import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Shift } from '../../../../shared/contract/shifts.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { updateServerOffset } from '../../../lib/server-clock.ts';
import { fakeLiveStream } from '../../../test/fake-event-source.ts';
import { renderApp } from '../../../test/utils.tsx';
import { eventId, mockScheduleApi, olga, shift, shiftId } from './schedule.test-data.ts';

describe('schedule page, live', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    updateServerOffset('2026-11-20T18:00:00.000Z');
  });

  it('reads the week again when the live stream says a shift changed', async () => {
    const live = fakeLiveStream();
    let current = shift();
    mockScheduleApi('manager', {
      'GET /api/v1/shifts': ({ url }) => ({
        body: { items: (url.searchParams.get('from') ?? '') < '2026-11-20' ? [current] : [] },
      }),
    });
    renderApp('/schedule');
    const grid = await screen.findByRole('table', { name: 'Shifts of the week by post' }, { timeout: 30_000 });
    expect(within(grid).getByRole('row', { name: /North gate/ }).textContent).toContain('1 of 2');
    // Someone else fills the second place: no reload, the grid follows.
    current = shift({
      filled: 2,
      assignments: [
        ...shift().assignments,
        { ...(shift().assignments[0] as Shift['assignments'][number]), userId: olga, name: 'Olga Guard' },
      ],
    });
    live.send({ type: 'shift.changed', data: { shiftId, eventId, change: 'assigned' } });
    await waitFor(() => expect(within(grid).getByRole('row', { name: /North gate/ }).textContent).toContain('2 of 2'));
  });
});
