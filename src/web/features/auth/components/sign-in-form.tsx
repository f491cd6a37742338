import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { type SignInFieldErrors, signInFieldErrors } from '../../../../shared/sign-in-rules.ts';
import {
  PlainCheckbox,
  PlainFormErrorAlert,
  PlainLink,
  PlainPasswordField,
  PlainSubmitButton,
  PlainTextField,
} from '../../../components/plain-ui.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSignIn } from '../api/sign-in.ts';

/** Answers shown in one Alert above the form: wrong credentials, disabled account, too many attempts. */
const formLevelStatuses = new Set([401, 403, 429]);
const fieldNames = ['email', 'password'] as const;
type FieldName = (typeof fieldNames)[number];

export interface SignInFormValues {
  email: string;
  password: string;
  remember: boolean;
}

const defaults: SignInFormValues = { email: '', password: '', remember: true };

/**
 * Email and password sign-in (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up, #validation). The form
 * checks the shared sign-in rules as it is typed — the same rules and messages as the API's request schema (proven
 * by sign-in-rules.test.ts) — and shows a field's message once that field has changed. The submit button stays
 * disabled until the form is changed and valid. Plain React, no form library and no MUI: this is the first page
 * (docs/decisions/0029-sign-in-page-without-mui.md).
 */
export function SignInForm({ onSecondFactor }: { onSecondFactor?: (pending: MfaPending) => void } = {}) {
  const { t } = useTranslation(['auth', 'common']);
  const signIn = useSignIn();
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState(defaults);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  // The server's messages for a field, shown until that field changes.
  const [serverErrors, setServerErrors] = useState<SignInFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const ruleErrors = signInFieldErrors(values);
  const shownError = (name: FieldName) => serverErrors[name] ?? (touched[name] ? ruleErrors[name] : undefined);
  const dirty =
    values.email !== defaults.email || values.password !== defaults.password || values.remember !== defaults.remember;
  const valid = !ruleErrors.email && !ruleErrors.password && !serverErrors.email && !serverErrors.password;

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched({ email: true, password: true });
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await signIn.mutateAsync({ ...values, email: values.email.trim() });
      if (answer.mfa) onSecondFactor?.(answer.mfa);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const messages = fieldMessagesOf(error);
        const placed = fieldNames.filter((name) => messages?.[name]);
        if (placed.length > 0) {
          setServerErrors(Object.fromEntries(placed.map((name) => [name, messages?.[name]])));
          const first = placed[0];
          if (first) inputs[first].current?.focus();
          return;
        }
      }
      if (isApiError(error) && formLevelStatuses.has(error.status)) {
        setFormError(translateError(error));
        return;
      }
      enqueueSnackbar(error instanceof Error ? translateError(error) : t('signIn.failed'), { variant: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('signIn.form')}>
      <div className="wp-auth-form">
        <PlainFormErrorAlert message={formError} onClose={() => setFormError(null)} />
        <PlainTextField
          id="sign-in-email"
          name="email"
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={shownError('email')}
          inputRef={inputs.email}
        />
        <PlainPasswordField
          id="sign-in-password"
          name="password"
          label={t('signIn.password')}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={shownError('password')}
          inputRef={inputs.password}
        />
        <div className="wp-auth-options">
          <PlainCheckbox
            name="remember"
            label={t('signIn.remember')}
            checked={values.remember}
            onChange={(remember) => setValues((current) => ({ ...current, remember }))}
          />
          <PlainLink to={screenPath('forgot-password')} className="wp-body2">
            {t('signIn.forgotLink')}
          </PlainLink>
        </div>
        <PlainSubmitButton
          disabledReason={dirty && valid ? null : t('common:form.completeRequired')}
          submitting={submitting}
          busyLabel={t('signIn.busy')}
        >
          {t('signIn.submit')}
        </PlainSubmitButton>
      </div>
    </form>
  );
}
