import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInMessages } from '../../../../shared/validation-messages.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { fieldsRefused, mockFetch, renderApp, renderWithProviders, sessionUser } from '../../../test/utils.tsx';
import { SignInForm } from './sign-in-form.tsx';

function fields() {
  return {
    email: screen.getByLabelText(/^Email/) as HTMLInputElement,
    password: screen.getByLabelText(/^Password/) as HTMLInputElement,
    remember: screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement,
  };
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('SignInForm', () => {
  it('starts empty with Remember me checked and the submit button disabled', () => {
    renderWithProviders(<SignInForm />);
    const { email, password, remember, submit } = fields();
    expect(email.value).toBe('');
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(remember.checked).toBe(true);
    expect(submit.disabled).toBe(true);
  });

  it('shows the exact messages for an invalid and an empty email', async () => {
    renderWithProviders(<SignInForm />);
    const { email } = fields();
    type(email, 'not-an-email');
    expect(await screen.findByText(signInMessages.emailInvalid)).toBeTruthy();
    expect(signInMessages.emailInvalid).toBe('You must enter a valid email');
    type(email, '');
    expect(await screen.findByText('You must enter an email')).toBeTruthy();
    expect(screen.queryByText('You must enter a valid email')).toBeNull();
  });

  it('shows the exact messages for a short and an empty password', async () => {
    renderWithProviders(<SignInForm />);
    const { password } = fields();
    type(password, 'abc');
    expect(await screen.findByText('Password is too short - must be at least 4 chars.')).toBeTruthy();
    type(password, '');
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
  });

  it('enables submit only once the form is valid', async () => {
    renderWithProviders(<SignInForm />);
    const { email, password, submit } = fields();
    type(email, 'executive@demo.test');
    // Dirty, but the password is still empty.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(submit.disabled).toBe(true);
    type(password, 'abc');
    await screen.findByText(signInMessages.passwordTooShort);
    expect(submit.disabled).toBe(true);
    type(password, 'demo1234');
    await waitFor(() => expect(submit.disabled).toBe(false));
    type(email, 'executive@');
    await waitFor(() => expect(submit.disabled).toBe(true));
  });

  it('toggles the password between hidden and shown', () => {
    renderWithProviders(<SignInForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields().password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(fields().password.type).toBe('password');
  });

  it('posts the credentials and shows a 401 answer in one alert above the form', async () => {
    const fetchMock = mockFetch({
      'POST /api/v1/auth/sign-in': {
        status: 401,
        body: { error: { code: 'unauthenticated', message: 'Wrong email or password.' } },
      },
    });
    renderWithProviders(<SignInForm />);
    const { email, password, remember, submit } = fields();
    type(email, '  executive@demo.test ');
    type(password, 'wrong-password');
    fireEvent.click(remember);
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wrong email or password.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'executive@demo.test',
      password: 'wrong-password',
      remember: false,
    });
  });

  it('puts server field errors under their field', async () => {
    mockFetch({
      'POST /api/v1/auth/sign-in': fieldsRefused({ email: 'Too long' }),
    });
    renderWithProviders(<SignInForm />);
    const { email, password, submit } = fields();
    type(email, 'executive@demo.test');
    type(password, 'demo1234');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores the signed-in user in the session query on success', async () => {
    const user = sessionUser();
    mockFetch({ 'POST /api/v1/auth/sign-in': { body: { user } } });
    const { queryClient } = renderWithProviders(<SignInForm />);
    const { email, password, submit } = fields();
    type(email, user.email);
    type(password, 'demo1234');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user }));
  });
});

describe('SignInForm in Turkish', () => {
  it('shows every label, link and button in Turkish, and no English', async () => {
    await i18n.changeLanguage('tr');
    renderWithProviders(<SignInForm />);
    expect(screen.getByLabelText(/^E-posta/)).toBeTruthy();
    const password = screen.getByLabelText(/^Şifre(?!yi)/) as HTMLInputElement;
    expect(screen.getByRole('checkbox', { name: 'Beni hatırla' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' }).getAttribute('href')).toBe(
      '/pages/auth/forgot-password',
    );
    expect((screen.getByRole('button', { name: 'Giriş yap' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Şifreyi gizle' })).toBeTruthy();
    for (const english of ['Email', 'Password', 'Remember me', 'Forgot password?', 'Sign in']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('shows the sign-in page heading, the sign-up link and the brand texts in Turkish', async () => {
    await i18n.changeLanguage('tr');
    mockFetch({ 'GET /api/v1/auth/session': { body: { user: null } } });
    renderApp('/sign-in');
    expect(await screen.findByRole('heading', { name: 'Giriş yap' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kayıt olun' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByText('Hesabınız yok mu?', { exact: false })).toBeTruthy();
    expect(screen.getByText('Her güvenlik görevlisini takip edin')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByText(/Don't have an account/)).toBeNull();
  });
});
