import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordBodySchema, resetLinkSentMessage } from '../../../../shared/contract/password-reset.ts';
import { FormErrorAlert, FormTextField, SubmitButton } from '../../../components/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthLayout } from './auth-layout.tsx';

type ForgotInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotValues = z.output<typeof forgotPasswordBodySchema>;

function SentPanel({ email, onAgain }: { email: string; onAgain: () => void }) {
  return (
    <Stack spacing={2.5} role="status" aria-live="polite">
      <Alert icon={<MarkEmailReadOutlined />} severity="success">
        {resetLinkSentMessage}
      </Alert>
      <Typography color="text.secondary">
        The link was sent to <strong>{email}</strong> if it belongs to an account. It works once, for 1 hour. Check your
        spam folder if nothing arrives within a few minutes.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" component={RouterLink} to="/sign-in">
          Back to sign in
        </Button>
        <Button variant="text" onClick={onAgain}>
          Use another email
        </Button>
      </Stack>
    </Stack>
  );
}

/** Asks for a password reset link (SPEC §2.5 "Forgot password?"); the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotValues>({
    resolver: zodResolver(forgotPasswordBodySchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      const message = isApiError(error) ? error.fields?.email : undefined;
      if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
      else setFormError(error instanceof Error ? error.message : 'The request failed. Try again.');
    }
  });

  return (
    <AuthLayout
      title="Forgot password?"
      intro={
        sentTo ? undefined : (
          <>
            Enter the email of your account and we will send you a link to choose a new password.{' '}
            <Link component={RouterLink} to="/sign-in" underline="hover" sx={{ fontWeight: 600 }}>
              Back to sign in
            </Link>
          </>
        )
      }
    >
      {sentTo ? (
        <SentPanel
          email={sentTo}
          onAgain={() => {
            reset({ email: '' });
            setSentTo(null);
          }}
        />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
          <Stack spacing={2}>
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
            <FormTextField
              name="email"
              control={control}
              id="forgot-password-email"
              label="Email"
              type="email"
              autoComplete="email"
              autoFocus
              required
            />
            <SubmitButton disabled={!isDirty || !isValid} submitting={isSubmitting} busyLabel="Sending">
              Send reset link
            </SubmitButton>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
