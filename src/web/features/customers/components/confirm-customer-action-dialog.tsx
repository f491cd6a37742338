import {
  ConfirmRecordActionDialog,
  type RecordActionDialogProps,
} from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { useDeactivateCustomer } from '../api/deactivate-customer.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useReactivateCustomer } from '../api/reactivate-customer.ts';

/**
 * Asks before deactivating, reactivating or deleting a customer; the server's refusal (409) shows inside. A refused
 * delete (the customer has events or users) would only be refused again, so it cannot be confirmed twice.
 */
export function ConfirmCustomerActionDialog(props: RecordActionDialogProps) {
  const mutations = {
    deactivate: useDeactivateCustomer(),
    reactivate: useReactivateCustomer(),
    delete: useDeleteCustomer(),
  };
  return <ConfirmRecordActionDialog {...props} namespace="customers" mutations={mutations} refusedDeleteIsFinal />;
}
