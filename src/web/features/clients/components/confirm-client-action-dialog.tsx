import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../shared/contract/clients.ts';
import {
  ConfirmRecordActionDialog,
  type RecordAction,
} from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { useDeactivateClient } from '../api/deactivate-client.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useReactivateClient } from '../api/reactivate-client.ts';

export type ClientAction = RecordAction;

export interface ConfirmClientActionDialogProps {
  /** What to do to which client; none: closed. */
  target: { action: ClientAction; client: Client } | null;
  onClose: () => void;
  onDone?: (action: ClientAction) => void;
}

/** Asks before deactivating, reactivating or deleting a client; the server's refusal (409) shows inside. */
export function ConfirmClientActionDialog({ target, onClose, onDone }: ConfirmClientActionDialogProps) {
  const { t } = useTranslation(['clients', 'common']);
  const mutations = {
    deactivate: useDeactivateClient(),
    reactivate: useReactivateClient(),
    delete: useDeleteClient(),
  };
  return (
    <ConfirmRecordActionDialog
      target={target ? { action: target.action, id: target.client.id, name: target.client.clientName } : null}
      mutations={mutations}
      texts={(action, name) => ({
        title: t(`confirm.${action}.title`, { name }),
        body: t(`confirm.${action}.body`),
        confirmLabel: t(`confirm.${action}.button`),
        done: t(`confirm.${action}.done`, { name }),
      })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
