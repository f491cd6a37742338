import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { signInBodySchema } from '../../../../shared/contract/auth.ts';
import { FormErrorAlert, FormTextField, SubmitButton } from '../../../components/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { FormPasswordField } from './password-field.tsx';

type SignInInput = z.input<typeof signInBodySchema>;
type SignInValues = z.output<typeof signInBodySchema>;

const fieldNames = ['email', 'password'] as const;
/** Answers shown in one Alert above the form: wrong credentials, disabled account, too many attempts. */
const formLevelStatuses = new Set([401, 403, 429]);

/**
 * Email and password sign-in (SPEC §2.5, §5). The form schema is the API's own request schema, so the messages
 * under the fields are exactly those of SPEC §5. The submit button stays disabled until the form is changed and
 * valid.
 */
export function SignInForm() {
  const signIn = useSignIn();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(signInBodySchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '', remember: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 400 && error.fields) {
          let placed = false;
          for (const name of fieldNames) {
            const message = error.fields[name];
            if (message) {
              setError(name, { type: 'server', message }, { shouldFocus: !placed });
              placed = true;
            }
          }
          if (placed) return;
        }
        if (formLevelStatuses.has(error.status)) {
          setFormError(error.message);
          return;
        }
      }
      enqueueSnackbar(error instanceof Error ? error.message : 'Sign-in failed.', { variant: 'error' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={2.5}>
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <FormTextField
          name="email"
          control={control}
          id="sign-in-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
        />
        <FormPasswordField
          name="password"
          control={control}
          id="sign-in-password"
          label="Password"
          autoComplete="current-password"
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mt: '-8px !important',
          }}
        >
          <Controller
            name="remember"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                label="Remember me"
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value ?? true}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                  />
                }
              />
            )}
          />
          <Link component={RouterLink} to="/pages/auth/forgot-password" variant="body2" underline="hover">
            Forgot password?
          </Link>
        </Box>
        <SubmitButton disabled={!isDirty || !isValid} submitting={isSubmitting} busyLabel="Signing in">
          Sign in
        </SubmitButton>
      </Stack>
    </Box>
  );
}
