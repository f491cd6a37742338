import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

/** The check-in photo, as the raw body (the server checks the bytes: JPEG, PNG or WebP, at most 10 MB). */
export function uploadVisitorPhoto({ id, file }: { id: string; file: File }): Promise<Visitor> {
  return apiRequest<Visitor>(`/visitors/${encodeURIComponent(id)}/photo`, { method: 'POST', body: file });
}

export function useUploadVisitorPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVisitorPhoto,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
