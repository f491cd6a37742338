import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '../../../../shared/contract/customers.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeactivateCustomer } from '../api/deactivate-customer.ts';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { useReactivateCustomer } from '../api/reactivate-customer.ts';

export type CustomerAction = 'deactivate' | 'reactivate' | 'delete';

export interface ConfirmCustomerActionDialogProps {
  /** What to do to which customer; none: closed. */
  target: { action: CustomerAction; customer: Customer } | null;
  onClose: () => void;
  onDone?: (action: CustomerAction) => void;
}

/** Asks before deactivating, reactivating or deleting a customer; the server's refusal (409) shows inside. */
export function ConfirmCustomerActionDialog({ target, onClose, onDone }: ConfirmCustomerActionDialogProps) {
  const { t } = useTranslation(['customers', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const mutations = {
    deactivate: useDeactivateCustomer(),
    reactivate: useReactivateCustomer(),
    delete: useDeleteCustomer(),
  };
  // Keeps the last target while the dialog animates closed, so its text does not change on the way out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const action = shown?.action ?? 'deactivate';
  const mutation = mutations[action];
  const name = shown?.customer.name ?? '';

  const close = () => {
    for (const m of Object.values(mutations)) m.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.customer.id);
      enqueueSnackbar(t(`confirm.${action}.done`, { name: target.customer.name }), { variant: 'success' });
      close();
      onDone?.(action);
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(target)}
      title={t(`confirm.${action}.title`, { name })}
      body={t(`confirm.${action}.body`)}
      confirmLabel={t(`confirm.${action}.button`)}
      tone={action === 'reactivate' ? 'primary' : 'danger'}
      pending={mutation.isPending}
      error={mutation.error?.message ?? null}
      // A refused delete (the customer has events or users) would only be refused again.
      confirmDisabled={action === 'delete' && Boolean(mutation.error)}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
