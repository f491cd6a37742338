import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/utils.tsx';
import { type ConfirmRequest, useConfirm } from './dialog-host.tsx';

let confirmFromHost: ((request: ConfirmRequest) => Promise<boolean>) | undefined;

function Probe() {
  confirmFromHost = useConfirm();
  return null;
}

function open(request: Partial<ConfirmRequest> = {}) {
  const action = vi.fn(async () => undefined);
  let outcome: Promise<boolean> | undefined;
  act(() => {
    outcome = confirmFromHost?.({ title: 'Delete the note?', confirmLabel: 'Delete', action, ...request });
  });
  return { action, outcome: outcome as Promise<boolean> };
}

describe('DialogHost', () => {
  it('runs the action on confirm and answers true', async () => {
    renderWithProviders(<Probe />);
    const { action, outcome } = open({ body: 'Gate code changed' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete the note?' });
    expect(dialog.textContent).toContain('Gate code changed');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(outcome).resolves.toBe(true);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers false on Cancel without running the action', async () => {
    renderWithProviders(<Probe />);
    const { action, outcome } = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(outcome).resolves.toBe(false);
    expect(action).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the refusal when the action fails', async () => {
    renderWithProviders(<Probe />);
    open({ action: async () => Promise.reject(new Error('This note was already deleted.')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This note was already deleted.');
    expect(screen.getByRole('dialog', { name: 'Delete the note?' })).toBeTruthy();
  });
});
