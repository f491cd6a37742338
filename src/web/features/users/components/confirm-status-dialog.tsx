import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/contract/users.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeactivateUser } from '../api/deactivate-user.ts';
import { useReactivateUser } from '../api/reactivate-user.ts';

export interface ConfirmStatusDialogProps {
  /** The user to deactivate (when active) or reactivate (when disabled); none: closed. */
  user: User | null;
  onClose: () => void;
}

/** Asks before deactivating (which signs the user out everywhere at once) or reactivating an account. */
export function ConfirmStatusDialog({ user, onClose }: ConfirmStatusDialogProps) {
  const { t } = useTranslation(['users', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  // Keeps the last user while the dialog animates closed, so its text does not change on the way out.
  const [target, setTarget] = useState(user);
  if (user && user !== target) setTarget(user);
  const deactivating = target?.status !== 'disabled';
  const mutation = deactivating ? deactivate : reactivate;

  const close = () => {
    deactivate.reset();
    reactivate.reset();
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    try {
      await mutation.mutateAsync(user.id);
      enqueueSnackbar(t(deactivating ? 'confirm.deactivated' : 'confirm.reactivated', { name: user.displayName }), {
        variant: 'success',
      });
      close();
    } catch {
      // The error shows in the dialog.
    }
  };

  return (
    <ConfirmDialog
      open={Boolean(user)}
      title={t(deactivating ? 'confirm.deactivateTitle' : 'confirm.reactivateTitle', {
        name: target?.displayName ?? '',
      })}
      body={deactivating ? t('confirm.deactivateBody') : t('confirm.reactivateBody')}
      confirmLabel={deactivating ? t('confirm.deactivate') : t('confirm.reactivate')}
      tone={deactivating ? 'danger' : 'primary'}
      pending={mutation.isPending}
      error={mutation.error ? translateError(mutation.error) : null}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
