import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { roleOf, useSession } from '../api/get-session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { FederatedSignIn } from './federated-sign-in.tsx';
import { SignInForm } from './sign-in-form.tsx';

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const user = useSession().data?.user ?? null;
  const roleless = Boolean(user) && !roleOf(user);
  return (
    <AuthLayout
      title={t('signIn.title')}
      intro={
        <>
          {t('signIn.noAccount')}{' '}
          <Link component={RouterLink} to="/sign-up" underline="hover" sx={{ fontWeight: 600 }}>
            {t('signIn.signUpLink')}
          </Link>
        </>
      }
    >
      {roleless ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('signIn.noRole')}
        </Alert>
      ) : null}
      <SignInForm />
      <FederatedSignIn mode="sign-in" />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signIn.demo')} <bdi>executive@demo.test / demo1234</bdi>
      </Typography>
    </AuthLayout>
  );
}
