import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../../shared/contract/clients.ts';
import { clientFixture } from '../../../test/fixtures.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { ClientFormDialog } from './client-form-dialog.tsx';

function client(overrides: Partial<Client> = {}): Client {
  return clientFixture({ id: '00000000-0000-4000-8000-0000000000c9', ...overrides });
}

function submitOf(dialog: HTMLElement): HTMLButtonElement {
  const button = within(dialog).getByRole('button', { name: 'Add client' });
  if (!(button instanceof HTMLButtonElement)) throw new Error('not a button');
  return button;
}

describe('add client form', () => {
  it('shows what is missing beside the fields when Add is pressed, sending nothing until it is right', async () => {
    const calls: unknown[] = [];
    mockFetch({
      'POST /api/v1/clients': ({ body }) => {
        calls.push(body);
        return { status: 201, body: client() };
      },
    });
    renderWithProviders(<ClientFormDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add client' }, { timeout: 5000 });
    const submit = submitOf(dialog);
    // Not turned off for wrong fields: pressing it shows the messages and focuses the first wrong field.
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await within(dialog).findByText('You must enter a name')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Client name/)));

    fireEvent.change(within(dialog).getByLabelText(/^Contact email/), { target: { value: 'nope' } });
    expect(await within(dialog).findByText('You must enter a valid email')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Time zone/), { target: { value: 'Mars/Olympus' } });
    expect(await within(dialog).findByText('Must be an IANA time zone such as America/Chicago')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: '   ' } });
    expect(await within(dialog).findByText('You must enter a name')).toBeTruthy();
    fireEvent.click(submit);
    expect(await within(dialog).findByText('You must enter a valid email')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: 'Harbor Patrol' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact email/), { target: { value: 'ops@harbor.test' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time zone/), { target: { value: 'America/Chicago' } });
    await waitFor(() => expect(within(dialog).queryByText('You must enter a name')).toBeNull(), { timeout: 5000 });
    fireEvent.click(submit);
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
    expect(calls[0]).toEqual({
      clientName: 'Harbor Patrol',
      timeZone: 'America/Chicago',
      contactName: null,
      contactEmail: 'ops@harbor.test',
      contactPhone: null,
      address: null,
      positionIntervalSeconds: 30,
      visitorRetentionDays: 90,
      dispatchSpeedKmh: 40,
      mfaRequiredRoles: [],
    });
  });

  it('puts the server’s 400 field message on its field', async () => {
    mockFetch({
      'POST /api/v1/clients': {
        status: 400,
        body: {
          error: { code: 'validation', message: 'Check the fields', fields: { clientName: 'That name is taken' } },
        },
      },
    });
    renderWithProviders(<ClientFormDialog open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add client' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText(/^Client name/), { target: { value: 'Sentinel' } });
    const submit = submitOf(dialog);
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('That name is taken')).toBeTruthy();
  });
});

describe('edit client form: position interval', () => {
  it('shows the client’s interval, checks 10–300 whole seconds beside the field, and saves it', async () => {
    const calls: unknown[] = [];
    mockFetch({
      'PATCH /api/v1/clients/00000000-0000-4000-8000-0000000000c9': ({ body }) => {
        calls.push(body);
        return { body: client({ positionIntervalSeconds: 60 }) };
      },
    });
    renderWithProviders(<ClientFormDialog open client={client({ positionIntervalSeconds: 45 })} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor Patrol' }, { timeout: 5000 });
    const field = within(dialog).getByLabelText(/^Position interval \(seconds\)/);
    if (!(field instanceof HTMLInputElement)) throw new Error('not an input');
    expect(field.value).toBe('45');
    expect(
      within(dialog).getByText(/How often guards’ phones send their position while clocked in/).textContent,
    ).toContain('10–300');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    if (!(save instanceof HTMLButtonElement)) throw new Error('not a button');
    // Nothing changed yet: Save is off and says why, the reason reachable by keyboard with the button.
    expect(save.disabled).toBe(true);
    const holder = save.parentElement as HTMLElement;
    expect(holder.tabIndex).toBe(0);
    expect(document.getElementById(holder.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Nothing to save yet: change something first.',
    );

    for (const [value, message] of [
      ['9', 'Must be at least 10 seconds'],
      ['301', 'Must be at most 300 seconds'],
      ['30.5', 'Must be a whole number'],
      ['', 'Must be a number'],
    ] as const) {
      fireEvent.change(field, { target: { value } });
      expect(await within(dialog).findByText(message)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      fireEvent.click(save);
      await waitFor(() => expect(document.activeElement).toBe(field));
    }
    expect(calls).toHaveLength(0);

    fireEvent.change(field, { target: { value: '60' } });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('false'), { timeout: 5000 });
    fireEvent.click(save);
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000 });
    expect(calls[0]).toMatchObject({ clientName: 'Harbor Patrol', positionIntervalSeconds: 60 });
  });

  it('puts the server’s 400 message for the interval beside the field', async () => {
    mockFetch({
      'PATCH /api/v1/clients/00000000-0000-4000-8000-0000000000c9': {
        status: 400,
        body: {
          error: {
            code: 'validation',
            message: 'Check the fields',
            fields: { positionIntervalSeconds: 'Must be at most 300 seconds' },
          },
        },
      },
    });
    renderWithProviders(<ClientFormDialog open client={client()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor Patrol' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText(/^Position interval/), { target: { value: '120' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    if (!(save instanceof HTMLButtonElement)) throw new Error('not a button');
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Must be at most 300 seconds')).toBeTruthy();
  });
});
