import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldActionResult, SyncAction, SyncResult } from '../../../../shared/contract/field.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

/*
 * /field/scan/:token as a checkpoint label opens it (docs/product/tours-and-check-calls.md#scanning): the scan goes
 * through the field app's queue (POST /field/sync) and the screen says how the server answered. What each answer
 * means is in scan-page.test.tsx; this renders the screen.
 */

type Answer = { result: Partial<FieldActionResult> } | { error: { status: number; code: string; message: string } };

/** Signs in a guard and answers the scan with `answer` (or the whole sync with `syncStatus`). */
function mockScan(userId: string, answer: Answer, syncStatus?: number) {
  const synced: SyncAction[] = [];
  mockFetch({
    'GET /api/v1/auth/session': {
      body: { user: sessionUser({ id: userId, roles: ['guard'], role: 'guard', displayName: 'Gus Guard' }) },
    },
    'POST /api/v1/field/sync': ({ body }) => {
      const actions = (body as { actions: SyncAction[] }).actions;
      synced.push(...actions);
      if (syncStatus) return { status: syncStatus, body: { error: { code: 'unavailable', message: 'Try later.' } } };
      const results: SyncResult['results'] = actions.map((action, index) => ({
        index,
        idempotencyKey: action.body.idempotencyKey ?? null,
        ok: 'result' in answer,
        result:
          'result' in answer
            ? {
                kind: action.kind,
                id: 's1',
                at: action.body.at ?? '',
                duplicate: false,
                alertIds: [],
                ...answer.result,
              }
            : null,
        error: 'error' in answer ? answer.error : null,
      }));
      return { body: { results } };
    },
  });
  return synced;
}

async function scanResult(state: string) {
  const result = await screen.findByTestId('scan-result', {}, { timeout: 15_000 });
  await waitFor(() => expect(result.getAttribute('data-state')).toBe(state));
  return result;
}

describe('the scan screen', () => {
  it('records the label’s token and says the checkpoint is recorded and counted', async () => {
    const synced = mockScan('00000000-0000-4000-8000-000000000301', {
      result: { checkpointId: 'c1', tourRunId: 'r1', flagged: null },
    });
    renderApp('/field/scan/tok-recorded');
    expect(await screen.findByRole('heading', { name: 'Checkpoint scan' }, { timeout: 15_000 })).toBeTruthy();
    const result = await scanResult('recorded');
    expect(within(result).getByText(/^Checkpoint recorded at /)).toBeTruthy();
    expect(within(result).queryByText(/^Flagged/)).toBeNull();
    expect(within(result).queryByText(/No tour round is due/)).toBeNull();
    expect(synced).toHaveLength(1);
    expect(synced[0]).toMatchObject({ kind: 'scan', body: { token: 'tok-recorded' } });
    expect(synced[0]?.body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'Back to my shift' }).getAttribute('href')).toBe('/field');
  });

  it('says a scan far from the checkpoint is flagged, and when no round was due', async () => {
    mockScan('00000000-0000-4000-8000-000000000302', {
      result: { checkpointId: 'c1', tourRunId: null, flagged: 'far' },
    });
    renderApp('/field/scan/tok-far');
    const result = await scanResult('recorded');
    expect(within(result).getByText(/^Checkpoint recorded at /)).toBeTruthy();
    expect(within(result).getByText('Flagged: you were farther from the checkpoint than its radius.')).toBeTruthy();
    expect(within(result).getByText('No tour round is due at this checkpoint now; the scan is kept.')).toBeTruthy();
  });

  it('refuses an unknown or replaced label', async () => {
    mockScan('00000000-0000-4000-8000-000000000303', {
      error: { status: 404, code: 'not_found', message: 'Checkpoint not found.' },
    });
    renderApp('/field/scan/tok-unknown');
    const result = await scanResult('refused');
    expect(within(result).getByRole('alert').textContent).toBe(
      'This label is not known. It may have been replaced: tell your supervisor.',
    );
  });

  it('refuses a guard not clocked in to the checkpoint’s event', async () => {
    mockScan('00000000-0000-4000-8000-000000000304', {
      error: {
        status: 403,
        code: 'field.not_on_duty_at_event',
        message: 'Only a guard clocked in to this checkpoint’s event can scan it.',
      },
    });
    renderApp('/field/scan/tok-off-duty');
    const result = await scanResult('refused');
    expect(within(result).getByRole('alert').textContent).toBe(
      'Not recorded: you are not clocked in to this checkpoint’s event.',
    );
  });

  it('keeps the scan on the phone, with its time, when the server cannot be reached', async () => {
    mockScan('00000000-0000-4000-8000-000000000305', { result: {} }, 503);
    renderApp('/field/scan/tok-offline');
    const result = await scanResult('queued');
    expect(
      within(result).getByText(/^Scan saved on this phone at .+ It will be sent when you are back online/),
    ).toBeTruthy();
  });
});
