import type { FieldErrors, Resolver } from 'react-hook-form';
import { signInFieldErrors } from '../../../../shared/sign-in-rules.ts';

export interface SignInFormValues {
  email: string;
  password: string;
  remember: boolean;
}

/** Checks the sign-in form with the shared rules (no schema library on the sign-in page). */
export const signInResolver: Resolver<SignInFormValues> = async (values) => {
  const found = signInFieldErrors(values);
  const errors: FieldErrors<SignInFormValues> = {};
  if (found.email) errors.email = { type: 'validate', message: found.email };
  if (found.password) errors.password = { type: 'validate', message: found.password };
  if (errors.email || errors.password) return { values: {}, errors };
  return { values: { ...values, email: values.email.trim() }, errors: {} };
};
