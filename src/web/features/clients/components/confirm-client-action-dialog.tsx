import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../shared/contract/clients.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeactivateClient } from '../api/deactivate-client.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useReactivateClient } from '../api/reactivate-client.ts';

export type ClientAction = 'deactivate' | 'reactivate' | 'delete';

export interface ConfirmClientActionDialogProps {
  /** What to do to which client; none: closed. */
  target: { action: ClientAction; client: Client } | null;
  onClose: () => void;
  onDone?: (action: ClientAction) => void;
}

/** Asks before deactivating, reactivating or deleting a client; the server's refusal (409) shows inside. */
export function ConfirmClientActionDialog({ target, onClose, onDone }: ConfirmClientActionDialogProps) {
  const { t } = useTranslation(['clients', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const mutations = {
    deactivate: useDeactivateClient(),
    reactivate: useReactivateClient(),
    delete: useDeleteClient(),
  };
  // Keeps the last target while the dialog animates closed, so its text does not change on the way out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const action = shown?.action ?? 'deactivate';
  const mutation = mutations[action];
  const name = shown?.client.clientName ?? '';

  const close = () => {
    for (const m of Object.values(mutations)) m.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.client.id);
      enqueueSnackbar(t(`confirm.${action}.done`, { name: target.client.clientName }), { variant: 'success' });
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
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
