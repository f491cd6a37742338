import { useMutation } from '@tanstack/react-query';
import {
  type ForgotPasswordBody,
  type ForgotPasswordResponse,
  passwordResetOperations,
} from '../../../../shared/contract/password-reset.ts';
import { callApi } from '../../../lib/api.ts';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return callApi(passwordResetOperations.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
