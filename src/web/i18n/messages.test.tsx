import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInMessages } from '../../shared/validation-messages.ts';
import { FormErrorAlert, FormTextField } from '../components/form-fields.tsx';
import { i18n, translateMessage } from './i18n.ts';
import english from './locales/en/messages.ts';
import { messagePatterns, translateByPattern } from './message-patterns.ts';

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

/** What translateMessage does once it also falls back to the patterns (the change proposed for i18n.ts). */
function translateWithPatterns(message: string, values: Record<string, unknown> = {}): string {
  const options = { ns: 'messages', keySeparator: false, nsSeparator: false } as const;
  if (!i18n.exists(message, options)) {
    const byPattern = translateByPattern(message, translateWithPatterns);
    if (byPattern !== undefined) return byPattern;
  }
  return translateMessage(message, values);
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

  it('translates messages with a changing part by their pattern', async () => {
    await i18n.changeLanguage('tr');
    expect(translateWithPatterns('At most 120 characters')).toBe('En fazla 120 karakter');
    expect(translateWithPatterns('Too many failed attempts. Try again in 1 minute.')).toBe(
      'Çok fazla başarısız deneme. 1 dakika sonra tekrar deneyin.',
    );
    expect(translateWithPatterns('Too many failed attempts. Try again in 12 minutes.')).toBe(
      'Çok fazla başarısız deneme. 12 dakika sonra tekrar deneyin.',
    );
    expect(translateWithPatterns('Only an expected visitor can be checked in. This visitor is checked out.')).toBe(
      'Yalnızca beklenen bir ziyaretçinin girişi yapılabilir. Bu ziyaretçinin durumu: çıkış yaptı.',
    );
    await i18n.changeLanguage('ar');
    expect(translateWithPatterns('You cannot give the role Executive: it is above your own.')).toBe(
      'لا يمكنك منح دور مدير تنفيذي: فهو أعلى من دورك.',
    );
    expect(translateWithPatterns('Sign-in with Google was cancelled.')).toBe('تم إلغاء تسجيل الدخول عبر Google.');
  });

  it('gives back the exact English of a pattern message in English', () => {
    const samples: Record<string, string> = {
      max: '300',
      minutes: '15',
      count: '3',
      conflict: 'Only a pending request can be approved or declined.',
      status: 'on site',
      role: 'Security Manager',
      provider: 'Okta',
      reason: 'the user is locked',
      method: 'GET',
      path: '/api/v1/nothing',
      statusText: 'Bad Gateway',
    };
    for (const { template } of messagePatterns) {
      const message = template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => samples[name] ?? name);
      expect(translateWithPatterns(message), template).toBe(message);
    }
  });

  it('has no English key that a pattern would read differently', () => {
    // A concrete key wins over a pattern; both must give the same English.
    for (const key of Object.keys(english)) expect(translateWithPatterns(key)).toBe(key);
  });
});
