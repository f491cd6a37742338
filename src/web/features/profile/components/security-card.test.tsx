import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MfaStatus } from '../../../../shared/contract/mfa.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { readRedirect } from '../../../lib/redirect-storage.ts';
import { mockFetch, renderWithProviders } from '../../../test/utils.tsx';
import { SecurityCard } from './security-card.tsx';

// The browser's WebAuthn prompt is outside the unit: each test says what the person did with it.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: webauthn.startRegistration }));

const none: MfaStatus = { totp: false, passkeys: [], recoveryCodesLeft: 0, required: false };
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Watchpost%3Aerin%40demo.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Watchpost',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const wrongCode = 'That code is not right. Try again.';
const laptop = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Work laptop',
  createdAt: '2026-03-01T10:00:00Z',
  lastUsedAt: '2026-03-17T08:00:00Z',
};

/** /me/mfa answers `status` (changed by the handlers as the server would). */
function serve(initial: MfaStatus, routes: Parameters<typeof mockFetch>[0] = {}) {
  const state = { status: initial };
  const fetchMock = mockFetch({ 'GET /api/v1/me/mfa': () => ({ body: state.status }), ...routes });
  return { state, fetchMock };
}

const card = async () => screen.findByRole('region', { name: 'Two-step sign-in' }, { timeout: 5000 });

beforeEach(() => {
  webauthn.startRegistration.mockReset();
});

describe('SecurityCard', () => {
  it('shows the loading state, then no factor: the app off, no passkeys, codes come with the first factor', async () => {
    serve(none);
    renderWithProviders(<SecurityCard />);
    expect(screen.getByRole('progressbar', { name: 'Loading your sign-in factors' })).toBeTruthy();
    const region = await card();
    expect(await within(region).findByText('Off')).toBeTruthy();
    expect(within(region).getByText('No passkeys yet.')).toBeTruthy();
    expect(within(region).getByText('You get 10 recovery codes when you add your first factor.')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Generate new codes' })).toBeNull();
    expect(within(region).queryByText(/requires two-step sign-in/)).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/v1/me/mfa': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'The service is unavailable.' } } }
          : { body: none };
      },
    });
    renderWithProviders(<SecurityCard />);
    const region = await card();
    expect(await within(region).findByText('The service is unavailable.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByText('No passkeys yet.')).toBeTruthy();
  });

  it('sets up the authenticator app: QR code and key, the code checked beside the field, codes shown once', async () => {
    const confirmed: unknown[] = [];
    const { state } = serve(none, {
      'POST /api/v1/me/mfa/totp': { body: setup },
      'POST /api/v1/me/mfa/totp/confirm': ({ body }) => {
        confirmed.push(body);
        if (confirmed.length === 1) {
          return {
            status: 400,
            body: { error: { code: 'validation', message: wrongCode, fields: { code: wrongCode } } },
          };
        }
        state.status = { ...none, totp: true, recoveryCodesLeft: 10 };
        return { body: { recoveryCodes } };
      },
    });
    renderWithProviders(<SecurityCard />);
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Set up' }));

    const form = await within(region).findByRole('form', { name: 'Set up the authenticator app' });
    expect(within(form).getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    const secret = within(form).getByTestId('totp-secret');
    expect(secret.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(secret.getAttribute('dir')).toBe('ltr');
    const field = within(form).getByRole('textbox', { name: /^6-digit code/ }) as HTMLInputElement;
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(document.activeElement).toBe(field);

    // Enter with nothing typed explains the code beside the field.
    fireEvent.submit(form);
    expect(await within(form).findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '000 000' } });
    fireEvent.submit(form);
    expect(await within(form).findByText(wrongCode)).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.submit(form);

    const list = await within(region).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(confirmed).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(await within(region).findByText('On')).toBeTruthy();
    expect(within(region).getByText('Recovery codes left: 10.')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'I saved them' }));
    expect(within(region).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('translates the message beside the code field (Arabic)', async () => {
    serve(none, { 'POST /api/v1/me/mfa/totp': { body: setup } });
    await i18n.changeLanguage('ar');
    renderWithProviders(<SecurityCard />);
    const region = await screen.findByRole('region', { name: 'تسجيل الدخول بخطوتين' }, { timeout: 5000 });
    fireEvent.click(await within(region).findByRole('button', { name: 'إعداد' }));
    const form = await within(region).findByRole('form', { name: 'إعداد تطبيق المصادقة' });
    const field = within(form).getByRole('textbox', { name: /^رمز من 6 أرقام/ });
    expect(field.getAttribute('dir')).toBe('ltr');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة')).toBeTruthy();
  });

  it('lists passkeys and asks before removing one; a refusal shows in the dialog, translated', async () => {
    const message =
      'Your organisation requires a second factor for your role: add another one before removing this one.';
    const removed: string[] = [];
    serve(
      { totp: false, passkeys: [laptop], recoveryCodesLeft: 7, required: true },
      {
        [`DELETE /api/v1/me/mfa/passkeys/${laptop.id}`]: ({ url }) => {
          removed.push(url.pathname);
          return { status: 409, body: { error: { code: 'mfa_required', message } } };
        },
      },
    );
    renderWithProviders(<SecurityCard />);
    const region = await card();
    const passkeys = await within(region).findByRole('list', { name: 'Passkeys' });
    expect(passkeys.textContent).toContain('Work laptop');
    expect(within(region).getByText(/requires two-step sign-in for your role/)).toBeTruthy();
    expect(within(region).getByText('Recovery codes left: 7.')).toBeTruthy();

    fireEvent.click(within(passkeys).getByRole('button', { name: 'Remove passkey Work laptop' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Work laptop');
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(removed).toEqual([`/api/v1/me/mfa/passkeys/${laptop.id}`]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(passkeys).getByText('Work laptop')).toBeTruthy();
  });

  it('asks for a passkey name beside the field, and says so when the browser prompt is dismissed', async () => {
    serve(none, { 'POST /api/v1/me/mfa/passkeys/options': { body: { challenge: 'abc' } } });
    webauthn.startRegistration.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    renderWithProviders(<SecurityCard />);
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Add a passkey' });
    const name = within(form).getByRole('textbox', { name: /^Passkey name/ }) as HTMLInputElement;
    expect(name.required).toBe(true);
    fireEvent.submit(form);
    expect(await within(form).findByText('You must enter a name')).toBeTruthy();
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Desk key' } });
    fireEvent.submit(form);
    expect(await within(region).findByText('The passkey was not created. Try again.')).toBeTruthy();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
  });

  it('adds a passkey, and shows the first recovery codes it brings', async () => {
    const response = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
    webauthn.startRegistration.mockResolvedValue(response);
    const added: unknown[] = [];
    const { state } = serve(none, {
      'POST /api/v1/me/mfa/passkeys/options': { body: { challenge: 'abc' } },
      'POST /api/v1/me/mfa/passkeys': ({ body }) => {
        added.push(body);
        const passkey = { ...laptop, name: 'Desk key', lastUsedAt: null };
        state.status = { ...none, passkeys: [passkey], recoveryCodesLeft: 10 };
        return { body: { passkey, recoveryCodes } };
      },
    });
    renderWithProviders(<SecurityCard />);
    const region = await card();
    const form = await within(region).findByRole('form', { name: 'Add a passkey' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Passkey name/ }), {
      target: { value: '  Desk key ' },
    });
    fireEvent.submit(form);
    expect(await within(region).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(added).toEqual([{ name: 'Desk key', response }]);
    expect((await within(region).findByRole('list', { name: 'Passkeys' })).textContent).toContain('Desk key');
  });

  it('asks before removing the authenticator app and before replacing the recovery codes', async () => {
    const calls: string[] = [];
    const { state } = serve(
      { totp: true, passkeys: [], recoveryCodesLeft: 3, required: false },
      {
        'DELETE /api/v1/me/mfa/totp': () => {
          calls.push('remove');
          state.status = none;
          return { status: 200, body: null };
        },
        'POST /api/v1/me/mfa/recovery-codes': () => {
          calls.push('regenerate');
          state.status = { ...state.status, recoveryCodesLeft: 10 };
          return { body: { recoveryCodes } };
        },
      },
    );
    renderWithProviders(<SecurityCard />);
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Generate new codes' }));
    let dialog = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    expect(dialog.textContent).toContain('Your current recovery codes stop working.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate new codes' }));
    expect(await within(region).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();

    fireEvent.click(within(region).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    expect(calls).toEqual(['regenerate']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(region).findByText('Off')).toBeTruthy();
    expect(calls).toEqual(['regenerate', 'remove']);
  });

  it('asks for the password when the server wants the step-up, then retries the change', async () => {
    const calls: string[] = [];
    let confirmed = false;
    serve(
      { totp: true, passkeys: [], recoveryCodesLeft: 3, required: false },
      {
        'POST /api/v1/me/mfa/recovery-codes': () => {
          calls.push(confirmed ? 'regenerate' : 'refused');
          if (!confirmed) {
            return {
              status: 403,
              body: { error: { code: 'auth.reauthentication_required', message: 'Confirm it is you.' } },
            };
          }
          return { body: { recoveryCodes } };
        },
        'POST /api/v1/auth/reauthenticate': (request) => {
          const body = request.body as { password?: string; code?: string };
          calls.push(body.password ? `password ${body.password}` : `code ${body.code}`);
          if (body.password !== 'right one') {
            const message = 'That password is not right.';
            return {
              status: 400,
              body: { error: { code: 'auth.wrong_password', message, fields: { password: message } } },
            };
          }
          confirmed = true;
          return { body: { reauthenticatedAt: '2026-03-18T15:00:00Z', validUntil: '2026-03-18T15:05:00Z' } };
        },
      },
    );
    renderWithProviders(<SecurityCard />);
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Generate new codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Generate new codes' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await within(stepUp).findByText('Please enter your password.')).toBeTruthy();
    // An account with a code may use one instead; back to the password here.
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Use a code instead' }));
    expect(within(stepUp).getByLabelText(/^Code/)).toBeTruthy();
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Use your password instead' }));
    fireEvent.change(within(stepUp).getByLabelText(/^Password/), { target: { value: 'wrong one' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await within(stepUp).findByText('That password is not right.')).toBeTruthy();
    fireEvent.change(within(stepUp).getByLabelText(/^Password/), { target: { value: 'right one' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirm' }));
    expect(await within(region).findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(calls).toEqual(['refused', 'password wrong one', 'password right one', 'regenerate']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers a fresh sign-in instead of the password, and comes back to the page after it', async () => {
    serve(
      { totp: true, passkeys: [], recoveryCodesLeft: 3, required: false },
      {
        'POST /api/v1/me/mfa/recovery-codes': () => ({
          status: 403,
          body: { error: { code: 'auth.reauthentication_required', message: 'Confirm it is you.' } },
        }),
      },
    );
    sessionStorage.clear();
    const { router } = renderWithProviders(<SecurityCard />, '/profile');
    const region = await card();
    fireEvent.click(await within(region).findByRole('button', { name: 'Generate new codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Generate new codes' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Sign out and sign in again instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-out'));
    expect(readRedirect()).toBe('/profile');
  });
});
