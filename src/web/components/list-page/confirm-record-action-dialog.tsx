import { useState } from 'react';
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

export interface RecordActionTexts {
  title: string;
  body: string;
  confirmLabel: string;
  /** The snackbar once it is done. */
  done: string;
}

/**
 * Asks before deactivating, reactivating or deleting a record, runs the action and says it is done; the server's
 * refusal (409) shows inside the dialog.
 */
export function ConfirmRecordActionDialog({
  target,
  mutations,
  texts,
  refusedDeleteIsFinal = false,
  onClose,
  onDone,
}: {
  /** What to do to which record; none: closed. */
  target: { action: RecordAction; id: string; name: string } | null;
  mutations: Record<RecordAction, RecordMutation>;
  texts: (action: RecordAction, name: string) => RecordActionTexts;
  /** A refused delete cannot be confirmed again, where the refusal (the record is in use) would only repeat. */
  refusedDeleteIsFinal?: boolean;
  onClose: () => void;
  onDone?: ((action: RecordAction) => void) | undefined;
}) {
  const { enqueueSnackbar } = useSnackbar();
  // Keeps the last target while the dialog animates closed, so its text does not change on the way out.
  const [shown, setShown] = useState(target);
  if (target && (target.action !== shown?.action || target.id !== shown.id || target.name !== shown.name)) {
    setShown(target);
  }
  const action = shown?.action ?? 'deactivate';
  const mutation = mutations[action];
  const shownTexts = texts(action, shown?.name ?? '');

  const close = () => {
    for (const m of Object.values(mutations)) m.reset();
    onClose();
  };
  const confirm = async () => {
    if (!target) return;
    try {
      await mutation.mutateAsync(target.id);
      enqueueSnackbar(texts(action, target.name).done, { variant: 'success' });
      close();
      onDone?.(action);
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(target)}
      title={shownTexts.title}
      body={shownTexts.body}
      confirmLabel={shownTexts.confirmLabel}
      tone={action === 'reactivate' ? 'primary' : 'danger'}
      pending={mutation.isPending}
      error={mutation.error?.message ?? null}
      confirmDisabled={refusedDeleteIsFinal && action === 'delete' && Boolean(mutation.error)}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
