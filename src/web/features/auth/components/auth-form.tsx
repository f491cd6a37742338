import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { FieldValues, Path, UseFormProps, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert, SubmitButton } from '../../../components/form-parts.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf, placeFieldErrors } from '../../../lib/apply-server-errors.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';

/** A sign-in page's form: checked as it is typed, with its message above the fields. */
export function useAuthForm<TIn extends FieldValues, TOut = TIn>(
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'mode'>,
) {
  const form = useCheckedForm<TIn, TOut>(options);
  const [formError, setFormError] = useState<string | null>(null);
  return { ...form, formError, setFormError };
}

/** What `AuthForm` reads of its `useAuthForm`. */
interface AuthFormState {
  isDirty: boolean;
  isValid: boolean;
  isSubmitting: boolean;
  formError: string | null;
  setFormError: (message: string | null) => void;
}

/**
 * The one-column form of a sign-in page: its message above the fields, dismissible, and the full-width submit
 * button, off until the form is changed and valid (saying so beneath it). `texts` names the form's group of texts (its name, submit
 * label and busy label).
 */
export function AuthForm({
  form,
  onSubmit,
  texts,
  spacing,
  errorSx,
  children,
}: {
  form: AuthFormState;
  onSubmit: (event: FormEvent) => Promise<void>;
  texts: 'signIn' | 'signUp' | 'forgot' | 'reset';
  spacing: number;
  errorSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t(`${texts}.form`)}>
      <Stack spacing={spacing}>
        <FormErrorAlert message={form.formError} onClose={() => form.setFormError(null)} sx={errorSx} />
        {children}
        <SubmitButton
          disabledReason={form.isDirty && form.isValid ? null : t('common:form.completeRequired')}
          submitting={form.isSubmitting}
          busyLabel={t(`${texts}.busy`)}
        >
          {t(`${texts}.submit`)}
        </SubmitButton>
      </Stack>
    </Box>
  );
}

/**
 * Shows a refusal of the server where it belongs: with a status of `fieldStatuses`, beside the fields it names;
 * with a status `formLevel` takes, above the form (`setFormError`). Says whether it was shown; a failure it does
 * not place (no answer, another status) is the caller's.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  {
    fieldStatuses,
    formLevel,
    fields,
  }: { fieldStatuses: readonly number[]; formLevel: (status: number) => boolean; fields: readonly Path<T>[] },
  form: { setError: UseFormSetError<T>; setFormError: (message: string | null) => void },
): boolean {
  if (!isApiError(error)) return false;
  if (fieldStatuses.includes(error.status) && placeFieldErrors(fieldMessagesOf(error), fields, form.setError))
    return true;
  if (!formLevel(error.status)) return false;
  form.setFormError(translateError(error));
  return true;
}
