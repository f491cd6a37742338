import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { signInMessages } from '../../shared/validation-messages.ts';
import { z } from '../../shared/zod.ts';
import { FormErrorAlert, FormTextField } from '../components/form-fields.tsx';
import { i18n, translateMessage } from './i18n.ts';
import english from './locales/en/messages.ts';
import { textLengthLimits } from './text-length-limits.ts';

const schema = z.object({ email: z.email(signInMessages.emailInvalid) });

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

describe('messages', () => {
  it('shows a zod field message in English, then in Turkish and Arabic', async () => {
    await submitInvalidEmail();
    expect(await screen.findByText('You must enter a valid email')).toBeTruthy();

    await act(() => i18n.changeLanguage('tr'));
    expect(screen.getByText('Geçerli bir e-posta adresi girmelisiniz')).toBeTruthy();
    expect(screen.queryByText('You must enter a valid email')).toBeNull();

    await act(() => i18n.changeLanguage('ar'));
    expect(screen.getByText('يجب إدخال بريد إلكتروني صالح')).toBeTruthy();
  });

  it("shows the server's message in the form's alert in the current language", async () => {
    await i18n.changeLanguage('jp');
    render(<FormErrorAlert message="Wrong email or password." />);
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスまたはパスワードが正しくありません。');
  });

  it('shows a message it does not know as it came', async () => {
    await i18n.changeLanguage('tr');
    render(<FormErrorAlert message="Something only this server says." />);
    expect(screen.getByRole('alert').textContent).toBe('Something only this server says.');
    expect(translateMessage('Not in the files: a.b:c')).toBe('Not in the files: a.b:c');
  });

  it('translates every "At most N characters" of the shared contract by its exact text', async () => {
    await i18n.changeLanguage('tr');
    expect(translateMessage('At most 120 characters')).toBe('En fazla 120 karakter');
    await i18n.changeLanguage('jp');
    expect(translateMessage('At most 4000 characters')).toBe('4000文字以内で入力してください');
    for (const max of textLengthLimits) {
      expect(english, String(max)).toHaveProperty([`At most ${max} characters`], `At most ${max} characters`);
    }
  });
});
