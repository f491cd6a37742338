import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../shared/contract/customers.ts';
import {
  ConfirmRecordActionDialog,
  type RecordAction,
} from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { useDeactivateCustomer } from '../api/deactivate-customer.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useReactivateCustomer } from '../api/reactivate-customer.ts';

export type CustomerAction = RecordAction;

export interface ConfirmCustomerActionDialogProps {
  /** What to do to which customer; none: closed. */
  target: { action: CustomerAction; customer: Customer } | null;
  onClose: () => void;
  onDone?: (action: CustomerAction) => void;
}

/** Asks before deactivating, reactivating or deleting a customer; the server's refusal (409) shows inside. */
export function ConfirmCustomerActionDialog({ target, onClose, onDone }: ConfirmCustomerActionDialogProps) {
  const { t } = useTranslation(['customers', 'common']);
  const mutations = {
    deactivate: useDeactivateCustomer(),
    reactivate: useReactivateCustomer(),
    delete: useDeleteCustomer(),
  };
  return (
    <ConfirmRecordActionDialog
      target={target ? { action: target.action, id: target.customer.id, name: target.customer.name } : null}
      mutations={mutations}
      texts={(action, name) => ({
        title: t(`confirm.${action}.title`, { name }),
        body: t(`confirm.${action}.body`),
        confirmLabel: t(`confirm.${action}.button`),
        done: t(`confirm.${action}.done`, { name }),
      })}
      // A refused delete (the customer has events or users) would only be refused again.
      refusedDeleteIsFinal
      onClose={onClose}
      onDone={onDone}
    />
  );
}
