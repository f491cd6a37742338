import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../../shared/contract/auth.ts';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { type MockResponse, mockFetch, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import MfaStep from './mfa-step.tsx';

// The browser's WebAuthn prompt is outside the unit: each test says what the person did with it.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: webauthn.startAuthentication }));

const wrongCode = 'That code is not right. Try again.';
const wrongCodeAnswer: MockResponse = {
  status: 401,
  body: {
    error: {
      code: 'mfa_invalid_code',
      message: wrongCode,
      fields: { code: wrongCode },
      fieldErrors: { code: { code: 'mfa.wrong_code' } },
    },
  },
};
const setup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Watchpost%3Aerin%40demo.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Watchpost',
};
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

function renderStep(pending: MfaPending, onRestart = vi.fn()) {
  const view = renderWithProviders(<MfaStep pending={pending} onRestart={onRestart} />);
  return { ...view, onRestart };
}

const storedUser = (queryClient: ReturnType<typeof renderStep>['queryClient']) =>
  queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user ?? null;

const codeField = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submitForm = () => fireEvent.submit(screen.getByRole('form', { name: 'Second sign-in step' }));

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
});

describe('MfaStep with an authenticator app', () => {
  const pending: MfaPending = { methods: ['totp', 'recovery'], enrolmentRequired: false };

  it('asks for the code in a labelled one-time-code field with a numeric keyboard that reads left to right', () => {
    mockFetch({});
    renderStep(pending);
    const field = codeField(/^Code from your authenticator app/);
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(field.required).toBe(true);
    expect(document.activeElement).toBe(field);
    // Enter in the field submits: the field is inside the form with its submit button.
    const form = screen.getByRole('form', { name: 'Second sign-in step' });
    const verify = within(form).getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    expect(verify.type).toBe('submit');
    expect(verify.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('explains a missing or malformed code beside the field without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderStep(pending);
    submitForm();
    const field = codeField(/^Code from your authenticator app/);
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe('mfa-code-helper-text');
    fireEvent.change(field, { target: { value: '12a456' } });
    // Typing clears the message; a malformed code brings it back.
    expect(screen.queryByText('Enter the 6-digit code from your authenticator app')).toBeNull();
    submitForm();
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code beside the field, then signs in with the right one', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/v1/auth/mfa/totp': ({ body }) => {
        bodies.push(body);
        return bodies.length === 1 ? wrongCodeAnswer : { body: { user: sessionUser() } };
      },
    });
    const { queryClient, onRestart } = renderStep(pending);
    const field = codeField(/^Code from your authenticator app/);
    fireEvent.change(field, { target: { value: '111 111' } });
    submitForm();
    expect(await screen.findByText(wrongCode)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(storedUser(queryClient)).toBeNull();

    fireEvent.change(field, { target: { value: '123456' } });
    submitForm();
    await waitFor(() => expect(storedUser(queryClient)?.email).toBe('executive@demo.test'));
    // Spaces (as apps show the code) are dropped.
    expect(bodies).toEqual([{ code: '111111' }, { code: '123456' }]);
    expect(onRestart).not.toHaveBeenCalled();
  });

  it('translates the message beside the field (Arabic)', async () => {
    mockFetch({ 'POST /api/v1/auth/mfa/totp': wrongCodeAnswer });
    await i18n.changeLanguage('ar');
    renderStep(pending);
    const field = screen.getByRole('textbox', { name: /^الرمز من تطبيق المصادقة/ });
    expect(field.getAttribute('dir')).toBe('ltr');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة')).toBeTruthy();
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText('هذا الرمز غير صحيح. حاول مرة أخرى.')).toBeTruthy();
  });

  it('goes back to the password when the pending sign-in has expired', async () => {
    const message = 'This sign-in has expired. Sign in again.';
    mockFetch({
      'POST /api/v1/auth/mfa/totp': { status: 401, body: { error: { code: 'mfa_challenge_expired', message } } },
    });
    const { onRestart } = renderStep(pending);
    fireEvent.change(codeField(/^Code from your authenticator app/), { target: { value: '123456' } });
    submitForm();
    await waitFor(() => expect(onRestart).toHaveBeenCalledWith(message));
  });

  it('shows the account limit above the form, translated', async () => {
    const message = 'Too many wrong codes. Try again in 15 minutes.';
    mockFetch({ 'POST /api/v1/auth/mfa/totp': { status: 429, body: { error: { code: 'rate_limited', message } } } });
    renderStep(pending);
    fireEvent.change(codeField(/^Code from your authenticator app/), { target: { value: '123456' } });
    submitForm();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('switches to a recovery code, which is checked as one and sent to its own endpoint', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'POST /api/v1/auth/mfa/recovery': ({ body }) => {
        bodies.push(body);
        return { body: { user: sessionUser() } };
      },
    });
    const { queryClient, onRestart } = renderStep(pending);
    fireEvent.change(codeField(/^Code from your authenticator app/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = codeField(/^Recovery code/);
    expect(field.value).toBe('');
    expect(field.getAttribute('inputmode')).toBe('text');
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '123456' } });
    submitForm();
    expect(await screen.findByText('Enter a recovery code such as abcde-12345')).toBeTruthy();
    fireEvent.change(field, { target: { value: ' K7M2P-Q9X4Z ' } });
    submitForm();
    await waitFor(() => expect(storedUser(queryClient)).not.toBeNull());
    expect(bodies).toEqual([{ code: 'k7m2p-q9x4z' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onRestart).toHaveBeenCalledWith();
  });
});

describe('MfaStep with a passkey', () => {
  it('offers only the passkey when no code can be used, and says so when the prompt is dismissed', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/auth/mfa/passkey/options': { body: { challenge: 'abc', rpId: 'localhost' } },
    });
    webauthn.startAuthentication.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    renderStep({ methods: ['passkey'], enrolmentRequired: false });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The passkey was not used. Try again or choose another way.',
    );
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc', rpId: 'localhost' } });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/auth/mfa/passkey/options']);
  });

  it('signs in with the passkey, and shows a refused one above the form', async () => {
    const response = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
    webauthn.startAuthentication.mockResolvedValue(response);
    const verified: unknown[] = [];
    mockFetch({
      'POST /api/v1/auth/mfa/passkey/options': { body: { challenge: 'abc' } },
      'POST /api/v1/auth/mfa/passkey/verify': ({ body }) => {
        verified.push(body);
        return verified.length === 1
          ? {
              status: 401,
              body: {
                error: {
                  code: 'mfa_passkey_failed',
                  message: 'The passkey could not be verified. Try again or use another method.',
                },
              },
            }
          : { body: { user: sessionUser() } };
      },
    });
    const { queryClient } = renderStep({ methods: ['totp', 'passkey', 'recovery'], enrolmentRequired: false });
    // With an app as well, both ways are offered, split by "or".
    expect(screen.getByRole('textbox', { name: /^Code from your authenticator app/ })).toBeTruthy();
    expect(screen.getByText('or')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The passkey could not be verified.');
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(storedUser(queryClient)).not.toBeNull());
    expect(verified).toEqual([{ response }, { response }]);
  });
});

describe('MfaStep when the organisation requires a factor the person does not have', () => {
  const pending: MfaPending = { methods: [], enrolmentRequired: true };

  it('shows the QR code and key, then the new recovery codes once, and signs in after they are saved', async () => {
    const confirmed: unknown[] = [];
    mockFetch({
      'POST /api/v1/auth/mfa/enrol/totp': { body: setup },
      'POST /api/v1/auth/mfa/enrol/totp/confirm': ({ body }) => {
        confirmed.push(body);
        return confirmed.length === 1 ? wrongCodeAnswer : { body: { user: sessionUser(), recoveryCodes } };
      },
    });
    const { queryClient } = renderStep(pending);
    expect(screen.getByText(/Your organisation requires a second factor/)).toBeTruthy();
    // The code field waits for the QR code it belongs to.
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
    const secret = screen.getByTestId('totp-secret');
    expect(secret.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(secret.getAttribute('dir')).toBe('ltr');

    const field = codeField(/^Code from your authenticator app/);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(field, { target: { value: '000000' } });
    submitForm();
    expect(await screen.findByText(wrongCode)).toBeTruthy();
    fireEvent.change(field, { target: { value: '654321' } });
    submitForm();

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(list.getAttribute('dir')).toBe('ltr');
    expect(confirmed).toEqual([{ code: '000000' }, { code: '654321' }]);
    // No session until the person says they kept the codes.
    expect(storedUser(queryClient)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I saved them — continue' }));
    expect(storedUser(queryClient)?.email).toBe('executive@demo.test');
  });

  it('offers to try again when the QR code cannot be fetched', async () => {
    let calls = 0;
    mockFetch({
      'POST /api/v1/auth/mfa/enrol/totp': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { error: { code: 'unavailable', message: 'The service is unavailable.' } } }
          : { body: setup };
      },
    });
    renderStep(pending);
    expect(await screen.findByText('The service is unavailable.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('totp-secret')).toBeTruthy();
    expect(screen.queryByText('The service is unavailable.')).toBeNull();
    expect(codeField(/^Code from your authenticator app/)).toBeTruthy();
    expect(calls).toBe(2);
  });
});
