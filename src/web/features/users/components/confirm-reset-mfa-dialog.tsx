import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/contract/users.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useResetUserMfa } from '../api/reset-user-mfa.ts';

/** Asks before removing a person's second factors (they lost their phone); it also signs them out everywhere. */
export function ConfirmResetMfaDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const reset = useResetUserMfa();
  const [target, setTarget] = useState(user);
  if (user && user !== target) setTarget(user);
  const close = () => {
    reset.reset();
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    try {
      await reset.mutateAsync(user.id);
      enqueueSnackbar(t('resetMfa.done', { name: user.displayName }), { variant: 'success' });
      close();
    } catch {
      // The error shows in the dialog.
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(user)}
      // The name stays whole inside a sentence of the other direction (a Latin name in Arabic).
      title={t('resetMfa.title', { name: `\u2068${target?.displayName ?? ''}\u2069` })}
      body={t('resetMfa.body')}
      confirmLabel={t('resetMfa.confirm')}
      pending={reset.isPending}
      error={reset.error ? translateError(reset.error) : null}
      onConfirm={() => void confirm()}
      onClose={close}
    />
  );
}
