import { useTranslation } from 'react-i18next';
import { AuthIntro, AuthLayout } from './auth-layout.tsx';
import { FederatedSignInOffer } from './federated-sign-in-offer.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** Sign-up (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up): guests only, bare layout; a new account is a guest and lands on /visitors. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t('signUp.title')}
      intro={<AuthIntro text={t('signUp.haveAccount')} linkTo="/sign-in" linkLabel={t('signUp.signInLink')} />}
    >
      <SignUpForm />
      <FederatedSignInOffer mode="sign-up" />
    </AuthLayout>
  );
}
