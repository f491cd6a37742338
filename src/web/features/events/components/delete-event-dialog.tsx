import { useTranslation } from 'react-i18next';
import type { EventDetail } from '../../../../shared/contract/events.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDeleteEvent } from '../api/delete-event.ts';

/** Asks before deleting an event; the server's refusal (409: clocked time or reports) shows inside. */
export function DeleteEventDialog({
  event,
  open,
  onClose,
  onDeleted,
}: {
  event: EventDetail;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteEvent();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title', { name: event.eventName })}
      body={t('delete.body')}
      confirmLabel={t('common:actions.delete')}
      pending={remove.isPending}
      error={remove.error ? translateError(remove.error) : null}
      onConfirm={() =>
        remove.mutate(event.id, {
          onSuccess: () => {
            enqueueSnackbar(t('delete.done', { name: event.eventName }), { variant: 'success' });
            onDeleted();
          },
        })
      }
      onClose={close}
    />
  );
}
