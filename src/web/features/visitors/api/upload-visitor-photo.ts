import { type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

/** The check-in photo, as the raw body (the server checks the bytes: JPEG, PNG or WebP, at most 10 MB). */
export function uploadVisitorPhoto({ id, file }: { id: string; file: File }): Promise<Visitor> {
  return callApi(visitorOperations.attachPhoto, { params: { id }, body: file });
}

export function useUploadVisitorPhoto() {
  return useInvalidatingMutation(uploadVisitorPhoto, visitorsQueryKey, 'settled');
}
