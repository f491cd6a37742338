import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { FederatedSignIn } from './federated-sign-in.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** Sign-up (SPEC §2.5): guests only, bare layout; a new account is a guest and lands on /visitors. */
export default function SignUpPage() {
  return (
    <AuthLayout
      title="Sign up"
      intro={
        <>
          Already have an account?{' '}
          <Link component={RouterLink} to="/sign-in" underline="hover" sx={{ fontWeight: 600 }}>
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
      <FederatedSignIn mode="sign-up" />
    </AuthLayout>
  );
}
