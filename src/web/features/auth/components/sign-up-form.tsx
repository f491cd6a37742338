import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signUpBodySchema } from '../../../../shared/contract/sign-up.ts';
import { FormErrorAlert, FormTextField, SubmitButton } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { placeFieldErrors } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSignUp } from '../api/sign-up.ts';
import { FormPasswordField } from './password-field.tsx';

type SignUpInput = z.input<typeof signUpBodySchema>;
type SignUpValues = z.output<typeof signUpBodySchema>;

const fieldNames = ['displayName', 'email', 'password', 'passwordConfirm', 'acceptTermsConditions'] as const;

/**
 * Email sign-up (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up, #validation). The form schema is the API's own request schema, so the messages are exactly
 * those of docs/product/sign-in-and-accounts.md#validation; the submit button stays disabled until the form is changed and valid. An email already in
 * use comes back from the server as a 409 and is shown under the email field.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpBodySchema),
    mode: 'onChange',
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '', acceptTermsConditions: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      if (isApiError(error)) {
        const aboutFields = error.status === 400 || error.status === 409;
        if (aboutFields && placeFieldErrors(error.fields, fieldNames, setError)) return;
        if (error.status >= 400) {
          setFormError(translateError(error));
          return;
        }
      }
      enqueueSnackbar(error instanceof Error ? translateError(error) : t('signUp.failed'), {
        variant: 'error',
      });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signUp.form')}>
      <Stack spacing={1.5}>
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
        <FormTextField
          name="displayName"
          control={control}
          id="sign-up-display-name"
          label={t('signUp.displayName')}
          autoComplete="name"
          autoFocus
          required
        />
        <FormTextField
          name="email"
          control={control}
          id="sign-up-email"
          label={t('signUp.email')}
          type="email"
          autoComplete="email"
          required
        />
        <FormPasswordField
          name="password"
          control={control}
          onValueChange={() => {
            // Re-check "Passwords must match" once the confirmation has been typed.
            if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
          }}
          id="sign-up-password"
          label={t('signUp.password')}
          autoComplete="new-password"
        />
        <FormPasswordField
          name="passwordConfirm"
          control={control}
          id="sign-up-password-confirm"
          label={t('signUp.passwordConfirm')}
          autoComplete="new-password"
        />
        <Controller
          name="acceptTermsConditions"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required sx={{ mt: '-4px !important' }}>
              <FormControlLabel
                label={t('signUp.terms')}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value === true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref, 'aria-describedby': 'sign-up-terms-message' } }}
                  />
                }
              />
              <FormHelperText id="sign-up-terms-message" sx={{ mt: 0 }}>
                {fieldState.error?.message ? translateMessage(fieldState.error.message) : ' '}
              </FormHelperText>
            </FormControl>
          )}
        />
        <SubmitButton disabled={!isDirty || !isValid} submitting={isSubmitting} busyLabel={t('signUp.busy')}>
          {t('signUp.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
