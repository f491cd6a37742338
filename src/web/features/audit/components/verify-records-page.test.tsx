import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const session = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };

describe('verify records page', () => {
  it('sends the chosen days as a period ending after the To day and says the chain holds', async () => {
    const asked: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/proof/verify': ({ url }) => {
        asked.push(url);
        return { body: { checked: 42, brokenAt: null } };
      },
    });
    renderApp('/verify');
    const from = await screen.findByLabelText('From', {}, { timeout: 45_000 });
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The chain holds')).toBeTruthy();
    expect(screen.getByText('42 record entries checked: none was changed or removed outside the app.')).toBeTruthy();
    const query = asked[0]?.searchParams;
    expect(new Date(query?.get('from') ?? '').getTime()).toBe(new Date('2026-03-01T00:00:00').getTime());
    expect(new Date(query?.get('to') ?? '').getTime()).toBe(new Date('2026-03-08T00:00:00').getTime());
  });

  it('names the record that broke the chain', async () => {
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/proof/verify': {
        body: { checked: 7, brokenAt: { table: 'clock_entries', id: 'e-17', seq: 5 } },
      },
    });
    renderApp('/verify');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 45_000 }));
    expect(await screen.findByText('The chain is broken')).toBeTruthy();
    expect(screen.getByText(/The clock entry e-17 \(entry 5\) does not match the chain/)).toBeTruthy();
  });

  it('keeps Verify disabled and says why while the To day is before the From day', async () => {
    mockFetch({ 'GET /api/v1/auth/session': session });
    renderApp('/verify');
    const from = await screen.findByLabelText('From', {}, { timeout: 45_000 });
    fireEvent.change(from, { target: { value: '2026-03-09' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    expect(screen.getByText('Must be on or after the start')).toBeTruthy();
    expect(screen.getByText('Correct the period to verify it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
