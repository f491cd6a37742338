import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody, ForgotPasswordResponse } from '../../../../shared/contract/password-reset.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(body: ForgotPasswordBody): Promise<ForgotPasswordResponse> {
  return apiRequest<ForgotPasswordResponse>('/auth/forgot-password', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
