import {
  ConfirmRecordActionDialog,
  type RecordActionDialogProps,
} from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { useDeactivateClient } from '../api/deactivate-client.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useReactivateClient } from '../api/reactivate-client.ts';

/** Asks before deactivating, reactivating or deleting a client; the server's refusal (409) shows inside. */
export function ConfirmClientActionDialog(props: RecordActionDialogProps) {
  const mutations = {
    deactivate: useDeactivateClient(),
    reactivate: useReactivateClient(),
    delete: useDeleteClient(),
  };
  return <ConfirmRecordActionDialog {...props} namespace="clients" mutations={mutations} />;
}
