import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { roleOf, useSession } from '../api/get-session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FederatedSignIn } from './federated-sign-in.tsx';
import { SignInForm } from './sign-in-form.tsx';

export default function SignInPage() {
  const user = useSession().data?.user ?? null;
  const roleless = Boolean(user) && !roleOf(user);
  return (
    <AuthLayout
      title="Sign in"
      intro={
        <>
          Don't have an account?{' '}
          <Link component={RouterLink} to="/sign-up" underline="hover" sx={{ fontWeight: 600 }}>
            Sign up
          </Link>
        </>
      }
    >
      {roleless ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          Your account has no role yet. Ask your manager to give you one.
        </Alert>
      ) : null}
      <SignInForm />
      <FederatedSignIn mode="sign-in" />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        Demo: executive@demo.test / demo1234
      </Typography>
    </AuthLayout>
  );
}
