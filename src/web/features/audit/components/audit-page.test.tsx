import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../../shared/contract/audit.ts';
import { formatCompactDateTime } from '../../../lib/format.ts';
import { mockFetch, phoneScreen, renderApp, sessionUser } from '../../../test/utils.tsx';

const period = { from: '2026-03-11T00:00:00.000Z', to: '2026-03-18T23:59:59.999Z' };
const row: AuditRow = {
  id: '1',
  at: '2026-03-18T14:02:11.000Z',
  actor: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Avery Lindqvist', email: 'admin@demo.test' },
  action: 'auth.sign-in',
  entity: 'user',
  entityId: null,
  ip: '127.0.0.1',
  requestId: 'req-1',
  summary: null,
  truncated: false,
};

describe('audit page', () => {
  it('on a phone shows the time under the person on one line, the name wrapping beside it', async () => {
    const restore = phoneScreen();
    try {
      mockFetch({
        'GET /api/v1/auth/session': { body: { user: sessionUser({ roles: ['executive'], role: 'executive' }) } },
        'GET /api/v1/audit': { body: { rows: [row], total: 1, page: 1, limit: 25, period } },
        'GET /api/v1/audit/options': { body: { actions: [], entities: [], people: [], period } },
      });
      renderApp('/audit');
      const grid = await screen.findByRole('grid', {}, { timeout: 45_000 });
      const name = await within(grid).findByText('Avery Lindqvist');
      expect(name.closest('.MuiDataGrid-row')?.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
      const time = within(grid).getByText(formatCompactDateTime(row.at, { seconds: true }));
      expect(getComputedStyle(time.parentElement as HTMLElement).whiteSpace).toBe('nowrap');
    } finally {
      restore();
    }
  });
});
