import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signUpMessages } from '../../../../shared/validation-messages.ts';
import { mockFetch, renderApp, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { SignUpForm } from './sign-up-form.tsx';

function fields() {
  return {
    displayName: screen.getByLabelText(/^Display name/) as HTMLInputElement,
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    password: screen.getByLabelText(/^Password \*/) as HTMLInputElement,
    passwordConfirm: screen.getByLabelText(/^Password \(confirm\)/) as HTMLInputElement,
    terms: screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement,
  };
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

async function fillValid() {
  const f = fields();
  type(f.displayName, 'Gina Guest');
  type(f.email, 'gina@example.test');
  type(f.password, 'long-enough-1');
  type(f.passwordConfirm, 'long-enough-1');
  fireEvent.click(f.terms);
  await waitFor(() => expect(f.submit.disabled).toBe(false));
  return f;
}

describe('SignUpForm', () => {
  it('starts empty, terms unticked, passwords hidden and submit disabled', () => {
    renderWithProviders(<SignUpForm />);
    const f = fields();
    expect(f.displayName.value).toBe('');
    expect(f.email.value).toBe('');
    expect(f.password.type).toBe('password');
    expect(f.passwordConfirm.type).toBe('password');
    expect(f.terms.checked).toBe(false);
    expect(f.submit.disabled).toBe(true);
  });

  it('shows the exact validation message under each field', async () => {
    renderWithProviders(<SignUpForm />);
    const f = fields();
    type(f.displayName, 'x');
    type(f.displayName, '');
    expect(await screen.findByText('You must enter your name')).toBeTruthy();
    type(f.email, 'not-an-email');
    expect(await screen.findByText('You must enter a valid email')).toBeTruthy();
    type(f.email, '');
    expect(await screen.findByText('You must enter an email')).toBeTruthy();
    type(f.password, 'short');
    expect(await screen.findByText('Password is too short - should be 8 chars minimum.')).toBeTruthy();
    type(f.password, '');
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
    type(f.passwordConfirm, 'x');
    type(f.passwordConfirm, '');
    expect(await screen.findByText('Password confirmation is required')).toBeTruthy();
    fireEvent.click(f.terms);
    fireEvent.click(f.terms);
    expect(await screen.findByText('The terms and conditions must be accepted.')).toBeTruthy();
  });

  it('says "Passwords must match" under the confirmation, also when the password changes afterwards', async () => {
    renderWithProviders(<SignUpForm />);
    const f = fields();
    type(f.password, 'long-enough-1');
    type(f.passwordConfirm, 'long-enough-2');
    expect(await screen.findByText(signUpMessages.passwordsMustMatch)).toBeTruthy();
    expect(f.passwordConfirm.getAttribute('aria-invalid')).toBe('true');
    type(f.password, 'long-enough-2');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).toBeNull());
    type(f.password, 'long-enough-3');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
  });

  it('enables submit only when every field is valid and the terms are accepted', async () => {
    renderWithProviders(<SignUpForm />);
    const f = await fillValid();
    fireEvent.click(f.terms);
    await waitFor(() => expect(f.submit.disabled).toBe(true));
    fireEvent.click(f.terms);
    await waitFor(() => expect(f.submit.disabled).toBe(false));
    type(f.passwordConfirm, 'something-else');
    await waitFor(() => expect(f.submit.disabled).toBe(true));
  });

  it('posts the form and shows a 409 under the email field', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/auth/sign-up': {
        status: 409,
        body: {
          error: {
            code: 'conflict',
            message: 'An account with this email already exists.',
            fields: { email: 'An account with this email already exists.' },
          },
        },
      },
    });
    renderWithProviders(<SignUpForm />);
    const f = await fillValid();
    fireEvent.click(f.submit);
    expect(await screen.findByText('An account with this email already exists.')).toBeTruthy();
    expect(f.email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      displayName: 'Gina Guest',
      email: 'gina@example.test',
      password: 'long-enough-1',
      passwordConfirm: 'long-enough-1',
      acceptTermsConditions: true,
    });
  });

  it('shows a 503 in one alert above the form', async () => {
    mockFetch({
      'POST /api/v1/auth/sign-up': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'Sign-up is not available right now.' } },
      },
    });
    renderWithProviders(<SignUpForm />);
    fireEvent.click((await fillValid()).submit);
    expect((await screen.findByRole('alert')).textContent).toContain('Sign-up is not available right now.');
  });
});

describe('the /sign-up page', () => {
  it('links back to sign-in, and sends the new guest to /visitors', async () => {
    const guest = sessionUser({ email: 'gina@example.test', roles: ['guest'], role: 'guest' });
    mockFetch({
      'GET /api/v1/auth/session': { body: { user: null } },
      'POST /api/v1/auth/sign-up': { status: 201, body: { user: guest } },
    });
    const { router } = renderApp('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    fireEvent.click((await fillValid()).submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/visitors'));
  });

  it('is for guests only: a signed-in user goes home', async () => {
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: sessionUser() } } });
    const { router } = renderApp('/sign-up');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
