import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { AccountCard } from './account-card.tsx';
import { useStepUp } from './step-up.tsx';

function Harness() {
  const stepUp = useStepUp(false);
  return (
    <>
      <AccountCard user={sessionUser()} guard={stepUp.guard} />
      {stepUp.dialog}
    </>
  );
}

const stepUpRequired = {
  status: 403,
  body: { error: { code: 'auth.reauthentication_required', message: 'Confirm it is you.' } },
};

describe('AccountCard', () => {
  it('checks the new password beside its fields, then changes it after the password is confirmed', async () => {
    const calls: unknown[] = [];
    let confirmed = false;
    mockFetch({
      'POST /api/v1/me/password': (request) => {
        calls.push(request.body);
        return confirmed ? { body: { ok: true } } : stepUpRequired;
      },
      'POST /api/v1/auth/reauthenticate': () => {
        confirmed = true;
        return { body: { reauthenticatedAt: '2026-03-18T15:00:00Z', validUntil: '2026-03-18T15:05:00Z' } };
      },
    });
    renderWithProviders(<Harness />);
    const form = await screen.findByRole('form', { name: 'Change password' });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Password is too short - should be 8 chars minimum.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'a long new password' } });
    fireEvent.change(within(form).getByLabelText('Repeat the new password'), { target: { value: 'another one' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords must match')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Repeat the new password'), {
      target: { value: 'a long new password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(within(dialog).queryByRole('button', { name: 'Use a code instead' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'my password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Password changed/)).toBeTruthy();
    const body = { password: 'a long new password', passwordConfirm: 'a long new password' };
    expect(calls).toEqual([body, body]);
  });

  it('shows a taken email beside the field, and changes nothing when the step-up is cancelled', async () => {
    const calls: string[] = [];
    mockFetch({
      'POST /api/v1/me/email': (request) => {
        const { email } = request.body as { email: string };
        calls.push(email);
        if (email === 'taken@demo.test') {
          const message = 'An account with this email already exists.';
          return { status: 409, body: { error: { code: 'auth.email_taken', message, fields: { email: message } } } };
        }
        return stepUpRequired;
      },
    });
    renderWithProviders(<Harness />);
    const form = await screen.findByRole('form', { name: 'Change email' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'taken@demo.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(await within(form).findByText('An account with this email already exists.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'new@demo.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Change email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['taken@demo.test', 'new@demo.test']);
    expect(within(form).queryByText(/./, { selector: '.Mui-error' })).toBeNull();
  });
});
