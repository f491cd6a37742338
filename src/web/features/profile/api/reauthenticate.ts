import { authOperations, type ReauthenticateBody } from '../../../../shared/contract/auth.ts';
import { callApi } from '../../../lib/api.ts';

/** Confirms it is the person (password or code) before a security change (docs/product/sign-in-and-accounts.md). */
export function reauthenticate(body: ReauthenticateBody) {
  return callApi(authOperations.reauthenticate, { body });
}
