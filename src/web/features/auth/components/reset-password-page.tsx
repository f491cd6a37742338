import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { resetTokenMessages } from '../../../../shared/contract/password-reset.ts';
import { homePathFor } from '../../../../shared/navigation.ts';
import { roleOf } from '../api/get-session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function BadLink({ message }: { message: string }) {
  return (
    <Stack spacing={2.5}>
      <Alert severity="error" icon={<LinkOffOutlined />} role="alert">
        {message}
      </Alert>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" component={RouterLink} to="/pages/auth/forgot-password">
          Request a new link
        </Button>
        <Button variant="text" component={RouterLink} to="/sign-in">
          Back to sign in
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Redeems the link of a reset (or invitation) mail: `?token=…`. On success the user is signed in with a fresh
 * session (every other session of the account has ended) and sent home.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [badToken, setBadToken] = useState<string | null>(token ? null : resetTokenMessages.unknown);

  return (
    <AuthLayout
      title="Choose a new password"
      intro={badToken ? undefined : 'At least 8 characters. You will be signed in, and signed out everywhere else.'}
    >
      {badToken ? (
        <BadLink message={badToken} />
      ) : (
        <ResetPasswordForm
          token={token}
          onBadToken={setBadToken}
          onDone={(session) => navigate(homePathFor(roleOf(session.user)), { replace: true })}
        />
      )}
    </AuthLayout>
  );
}
