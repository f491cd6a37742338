import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signUpBodySchema } from '../../../../shared/contract/sign-up.ts';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthForm, showRefusal, useAuthForm } from './auth-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type SignUpInput = z.input<typeof signUpBodySchema>;
type SignUpValues = z.output<typeof signUpBodySchema>;

const refusals = {
  fieldStatuses: [400, 409],
  formLevel: (status: number) => status >= 400,
  fields: ['displayName', 'email', 'password', 'passwordConfirm', 'acceptTermsConditions'],
} as const;

/**
 * Email sign-up (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up, #validation). The form schema is the API's own request schema, so the messages are exactly
 * those of docs/product/sign-in-and-accounts.md#validation; the submit button stays disabled until the form is changed and valid. An email already in
 * use comes back from the server as a 409 and is shown under the email field.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const { enqueueSnackbar } = useSnackbar();
  const form = useAuthForm<SignUpInput, SignUpValues>({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: { displayName: '', email: '', password: '', passwordConfirm: '', acceptTermsConditions: false },
  });
  const { control } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      await signUp.mutateAsync(values);
    } catch (error) {
      if (showRefusal(error, refusals, form)) return;
      enqueueSnackbar(error instanceof Error ? translateError(error) : t('signUp.failed'), {
        variant: 'error',
      });
    }
  });

  return (
    <AuthForm form={form} onSubmit={onSubmit} texts="signUp" spacing={1.5} errorSx={{ mb: 1 }}>
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
      <NewPasswordFields form={form} texts="signUp" />
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
              {fieldState.error?.message ? translateFieldMessage(fieldState.error.message) : ' '}
            </FormHelperText>
          </FormControl>
        )}
      />
    </AuthForm>
  );
}
