import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../../i18n/translate-error.ts';
import { useSnackbar } from '../../lib/notify.ts';
import { ConfirmDialog } from '../confirm-dialog.tsx';

/** The record-status actions a list row offers behind a confirmation. */
export type RecordAction = 'deactivate' | 'reactivate' | 'delete';

/** What the dialog needs of a mutation (a TanStack Query mutation taking the record's id fits). */
export interface RecordMutation {
  mutateAsync: (id: string) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

/** What to do to which record; none: the dialog is closed. */
export type RecordActionTarget = { action: RecordAction; id: string; name: string } | null;

/** What a screen gives a record's confirm dialog. */
export interface RecordActionDialogProps {
  target: RecordActionTarget;
  onClose: () => void;
  onDone?: ((action: RecordAction) => void) | undefined;
}

/**
 * Asks before deactivating, reactivating or deleting a record, runs the action and says it is done; the server's
 * refusal (409) shows inside the dialog.
 */
export function ConfirmRecordActionDialog({
  target,
  namespace,
  mutations,
  refusedDeleteIsFinal = false,
  onClose,
  onDone,
}: RecordActionDialogProps & {
  /** The namespace whose `confirm.<action>` texts (title, body, button, done) the dialog shows. */
  namespace: 'clients' | 'customers';
  mutations: Record<RecordAction, RecordMutation>;
  /** A refused delete cannot be confirmed again, where the refusal (the record is in use) would only repeat. */
  refusedDeleteIsFinal?: boolean;
}) {
  const { t } = useTranslation(namespace);
  const { enqueueSnackbar } = useSnackbar();
  // Keeps the last target while the dialog animates closed, so its text does not change on the way out.
  const [shown, setShown] = useState(target);
  if (target && (target.action !== shown?.action || target.id !== shown.id || target.name !== shown.name)) {
    setShown(target);
  }
  const action = shown?.action ?? 'deactivate';
  const mutation = mutations[action];
  const shownName = shown?.name ?? '';

  const close = () => {
    for (const m of Object.values(mutations)) m.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.id);
      enqueueSnackbar(t(`confirm.${action}.done`, { name: target.name }), { variant: 'success' });
      close();
      onDone?.(action);
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(target)}
      title={t(`confirm.${action}.title`, { name: shownName })}
      body={t(`confirm.${action}.body`)}
      confirmLabel={t(`confirm.${action}.button`)}
      tone={action === 'reactivate' ? 'primary' : 'danger'}
      pending={mutation.isPending}
      error={mutation.error ? translateError(mutation.error) : null}
      confirmDisabled={refusedDeleteIsFinal && action === 'delete' && Boolean(mutation.error)}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
