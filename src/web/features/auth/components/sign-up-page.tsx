import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { FederatedSignIn } from './federated-sign-in.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** Sign-up (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up): guests only, bare layout; a new account is a guest and lands on /visitors. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('signUp.title')}
      intro={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link component={RouterLink} to="/sign-in" underline="hover" sx={{ fontWeight: 600 }}>
            {t('signUp.signInLink')}
          </Link>
        </>
      }
    >
      <SignUpForm />
      <FederatedSignIn mode="sign-up" />
    </AuthLayout>
  );
}
