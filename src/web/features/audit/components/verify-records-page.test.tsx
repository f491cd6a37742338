import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

const session = { body: { user: sessionUser({ roles: ['manager'], role: 'manager' }) } };
const hash = 'ab'.repeat(32);
const clean = {
  checked: 42,
  brokenAt: null,
  unchained: [],
  unchainedTotal: 0,
  head: { seq: 420, hash },
  truncated: false,
  expectedHead: null,
};

describe('verify records page', () => {
  it('sends the chosen days as a period ending after the To day and says the chain holds', async () => {
    const asked: URL[] = [];
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/proof/verify': ({ url }) => {
        asked.push(url);
        return { body: clean };
      },
    });
    renderApp('/verify');
    const from = await screen.findByLabelText('From', {}, { timeout: 45_000 });
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The chain holds')).toBeTruthy();
    expect(
      screen.getByText('Record entries checked: 42. None was changed, removed or added outside the app.'),
    ).toBeTruthy();
    const query = asked[0]?.searchParams;
    expect(new Date(query?.get('from') ?? '').getTime()).toBe(new Date('2026-03-01T00:00:00').getTime());
    expect(new Date(query?.get('to') ?? '').getTime()).toBe(new Date('2026-03-08T00:00:00').getTime());
    expect(query?.has('head')).toBe(false);
    // The head to publish, as the daily activity report prints it.
    expect(screen.getByTestId('chain-head').textContent).toBe(`420:${hash}`);
  });

  it('names the record that broke the chain', async () => {
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/proof/verify': {
        body: { ...clean, checked: 7, brokenAt: { table: 'clock_entries', id: 'e-17', seq: 5 } },
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

  it('lists the records with no chain entry, by kind, and how many more there are', async () => {
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/proof/verify': {
        body: {
          ...clean,
          unchained: [
            { table: 'alerts', id: 'a-1' },
            { table: 'audit_log', id: '981' },
          ],
          unchainedTotal: 5,
        },
      },
    });
    renderApp('/verify');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }, { timeout: 45_000 }));
    expect(await screen.findByText('Records with no chain entry')).toBeTruthy();
    expect(screen.queryByText('The chain holds')).toBeNull();
    expect(screen.getByText(/Records of this period with no entry in the chain: 5\./)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Records with no chain entry' });
    expect(list.textContent).toContain('alert a-1');
    expect(list.textContent).toContain('audit entry 981');
    expect(list.textContent).toContain('and 3 more');
    expect(screen.getByText('Record entries recomputed: 42. Each matches its record.')).toBeTruthy();
  });

  it('sends a pasted head and says the chain no longer reaches it', async () => {
    const asked: URL[] = [];
    const published = `512:${'CD'.repeat(32)}`;
    mockFetch({
      'GET /api/v1/auth/session': session,
      'GET /api/v1/proof/verify': ({ url }) => {
        asked.push(url);
        return {
          body: {
            ...clean,
            truncated: true,
            expectedHead: { seq: 512, hash: 'cd'.repeat(32), source: 'published' },
          },
        };
      },
    });
    renderApp('/verify');
    const field = await screen.findByLabelText('Published chain head (optional)', {}, { timeout: 45_000 });
    fireEvent.change(field, { target: { value: ` ${published} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The chain was cut short')).toBeTruthy();
    expect(screen.getByText(/no longer reaches the head you gave \(position 512, hash cdcd/)).toBeTruthy();
    expect(asked[0]?.searchParams.get('head')).toBe(published.toLowerCase());
  });

  it('says the chain still reaches a pasted head that it reaches', async () => {
    mockFetch({ 'GET /api/v1/auth/session': session, 'GET /api/v1/proof/verify': { body: clean } });
    renderApp('/verify');
    const field = await screen.findByLabelText('Published chain head (optional)', {}, { timeout: 45_000 });
    fireEvent.change(field, { target: { value: `400:${hash}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The chain holds')).toBeTruthy();
    expect(screen.getByText('The chain still reaches the head you gave (position 400).')).toBeTruthy();
  });

  it('says beside the head field when it is not position:hash, and keeps Verify disabled', async () => {
    mockFetch({ 'GET /api/v1/auth/session': session });
    renderApp('/verify');
    const field = await screen.findByLabelText('Published chain head (optional)', {}, { timeout: 45_000 });
    fireEvent.change(field, { target: { value: '512:nothex' } });
    expect(screen.getByText('Must be position:hash, such as 1234:9f86d0…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
