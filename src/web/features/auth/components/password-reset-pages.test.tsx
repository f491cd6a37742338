import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetLinkSentMessage, resetTokenMessages } from '../../../../shared/contract/password-reset.ts';
import { mockFetch, renderApp, sessionUser } from '../../../test/utils.tsx';

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const anonymous = { 'GET /api/v1/auth/session': { body: { user: null } } };

describe('/pages/auth/forgot-password', () => {
  it('validates the email, then shows the confirmation panel whatever the account', async () => {
    const fetchMock = mockFetch({
      ...anonymous,
      'POST /api/v1/auth/forgot-password': { status: 202, body: { message: resetLinkSentMessage } },
    });
    renderApp('/pages/auth/forgot-password');
    const email = await screen.findByLabelText(/^Email/);
    const submit = screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(email, 'nope');
    expect(await screen.findByText('You must enter a valid email')).toBeTruthy();
    type(email, '');
    expect(await screen.findByText('You must enter an email')).toBeTruthy();
    type(email, ' rita@example.test ');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(
      await screen.findByText('If an account exists for that email, we have sent a link to reset the password.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('forgot-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'rita@example.test' });
  });

  it('shows a refusal (too many requests) in an alert and keeps the form', async () => {
    mockFetch({
      ...anonymous,
      'POST /api/v1/auth/forgot-password': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many failed attempts. Try again in 15 minutes.' } },
      },
    });
    renderApp('/pages/auth/forgot-password');
    type(await screen.findByLabelText(/^Email/), 'rita@example.test');
    const submit = screen.getByRole('button', { name: 'Send reset link' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 15 minutes.');
    expect(screen.queryByText(resetLinkSentMessage)).toBeNull();
  });
});

describe('/pages/auth/reset-password', () => {
  async function fill(password: string, confirm: string) {
    const fieldPassword = await screen.findByLabelText(/^New password \*/);
    const fieldConfirm = screen.getByLabelText(/^New password \(confirm\)/);
    type(fieldPassword, password);
    type(fieldConfirm, confirm);
    return screen.getByRole('button', { name: 'Set new password and sign in' }) as HTMLButtonElement;
  }

  it('shows the password messages of sign-up', async () => {
    mockFetch(anonymous);
    renderApp('/pages/auth/reset-password?token=abc');
    const submit = await fill('short', 'other');
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeTruthy();
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(submit.disabled).toBe(true);
  });

  it('sends the token with the new password, then signs in and goes home', async () => {
    const guest = sessionUser({ roles: ['guest'], role: 'guest' });
    const fetchMock = mockFetch({ ...anonymous, 'POST /api/v1/auth/reset-password': { body: { user: guest } } });
    const { router } = renderApp('/pages/auth/reset-password?token=the-token');
    const submit = await fill('long-enough-1', 'long-enough-1');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitors'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('reset-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'the-token',
      password: 'long-enough-1',
      passwordConfirm: 'long-enough-1',
    });
  });

  it("shows the server's message for a used or expired link, with a link to ask for a new one", async () => {
    mockFetch({
      ...anonymous,
      'POST /api/v1/auth/reset-password': {
        status: 400,
        body: {
          error: {
            code: 'bad_request',
            message: 'This reset link has expired. Ask for a new one.',
            fields: { token: 'This reset link has expired. Ask for a new one.' },
            fieldErrors: { token: { code: resetTokenMessages.expired } },
          },
        },
      },
    });
    renderApp('/pages/auth/reset-password?token=old');
    const submit = await fill('long-enough-1', 'long-enough-1');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link has expired. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/pages/auth/forgot-password',
    );
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('says the link is not valid when it has no token', async () => {
    mockFetch(anonymous);
    renderApp('/pages/auth/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is not valid. Ask for a new one.');
  });
});
