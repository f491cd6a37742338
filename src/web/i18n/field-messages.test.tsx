import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from '../../shared/zod.ts';
import { FormErrorAlert, FormTextField } from '../components/form-fields.tsx';
import { ApiError } from '../lib/api-client.ts';
import { fieldMessagesOf } from '../lib/apply-server-errors.ts';
import { i18n } from './i18n.ts';
import { translateError } from './translate-error.ts';
import { translateFieldError, translateFieldMessage } from './translate-field-error.ts';

const schema = z.object({ email: z.email('auth.email_invalid') });

function EmailForm() {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: 'not-an-email' },
  });
  return (
    <form onSubmit={handleSubmit(() => {})}>
      <FormTextField name="email" control={control} label="Email" />
      <button type="submit">Go</button>
    </form>
  );
}

async function submitInvalidEmail() {
  render(<EmailForm />);
  await act(async () => screen.getByRole('button', { name: 'Go' }).click());
}

describe('field and form messages by code', () => {
  it('shows a zod field message in English, then in Turkish and Arabic', async () => {
    await submitInvalidEmail();
    expect(await screen.findByText('You must enter a valid email')).toBeTruthy();

    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByText('Geçerli bir e-posta adresi girmelisiniz')).toBeTruthy();
    expect(screen.queryByText('You must enter a valid email')).toBeNull();

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('يجب إدخال بريد إلكتروني صالح')).toBeTruthy();
  });

  it("shows the server's refusal in the form's alert by its code, in the current language", async () => {
    await i18n.changeLanguage('jp');
    const refusal = new ApiError(401, 'auth.wrong_credentials', 'Wrong email or password.');
    render(<FormErrorAlert message={translateError(refusal)} />);
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
  });

  it("words a 400's field by its code, the English only for a field without one", async () => {
    await i18n.changeLanguage('tr');
    const refusal = new ApiError(
      400,
      'bad_request',
      'Some fields are not valid.',
      { eventId: 'Choose one of your events', note: 'Something only this server says.' },
      undefined,
      { eventId: { code: 'validation.choose_own_event' } },
    );
    const fields = fieldMessagesOf(refusal) ?? {};
    expect(translateFieldMessage(fields.eventId ?? '')).toBe('Etkinliklerinizden birini seçin');
    expect(translateFieldMessage(fields.note ?? '')).toBe('Something only this server says.');
  });

  it('shows a message it does not know as it came', async () => {
    await i18n.changeLanguage('tr');
    render(<FormErrorAlert message="Something only this server says." />);
    expect(screen.getByRole('alert').textContent).toBe('Something only this server says.');
    expect(translateFieldMessage('Not in the files: a.b:c')).toBe('Not in the files: a.b:c');
  });

  it('words "At most N characters" by its code with the limit as a param', async () => {
    await i18n.changeLanguage('en');
    expect(translateFieldError({ code: 'validation.too_long', params: { max: 120 } })).toBe('At most 120 characters');
    await i18n.changeLanguage('tr');
    expect(translateFieldError({ code: 'validation.too_long', params: { max: 120 } })).toBe('En fazla 120 karakter');
    await i18n.changeLanguage('jp');
    expect(translateFieldMessage('validation.too_long {"max":4000}')).toBe('4000文字以内で入力してください');
  });
});
