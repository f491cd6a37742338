import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorParts } from '../../i18n/translate-error.ts';
import { useSnackbar } from '../../lib/notify.ts';
import { serverNowMs } from '../../lib/server-clock.ts';
import { fieldCallsQueryKey } from './api/field-calls.ts';
import { fieldRunsheetQueryKey } from './api/field-runsheet.ts';
import { fieldTodayQueryKey } from './api/get-field-today.ts';
import { syncFieldActions } from './api/sync-field-actions.ts';
import { indexedDbQueueStore } from './indexed-db-store.ts';
import { OfflineQueue } from './offline-queue.ts';

const queues = new Map<string, OfflineQueue>();
let store: ReturnType<typeof indexedDbQueueStore> | undefined;

/** One queue per signed-in user, kept for the life of the page so retries go on between screens. */
export function fieldQueueFor(owner: string): OfflineQueue {
  let queue = queues.get(owner);
  if (!queue) {
    store ??= indexedDbQueueStore();
    queue = new OfflineQueue({ owner, store, send: syncFieldActions, serverNow: serverNowMs });
    queues.set(owner, queue);
  }
  return queue;
}

/** The signed-in guard's queue: sends at once, again when the browser is back online, and lists what waits. */
export function useFieldQueue(owner: string) {
  const { t } = useTranslation('field');
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const queue = fieldQueueFor(owner);

  useEffect(() => {
    queue.setHandlers({
      onRefused: (refusal) => {
        // A position refused (sent just after a clock-out) needs nothing from the guard.
        if (refusal.action.kind === 'location') return;
        const action = t(`kinds.${refusal.action.kind}`);
        enqueueSnackbar(`${action}: ${t('pending.refused', { message: translateErrorParts(refusal) })}`, {
          variant: 'error',
        });
      },
      afterFlush: () =>
        Promise.all([
          queryClient.refetchQueries({ queryKey: fieldTodayQueryKey }),
          queryClient.refetchQueries({ queryKey: fieldCallsQueryKey }),
          // A scan may complete a patrol visit: its stop ticks off and the next one is marked.
          queryClient.refetchQueries({ queryKey: fieldRunsheetQueryKey }),
        ]),
    });
    void queue.load().then(() => queue.flush());
    const online = () => void queue.flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue, queryClient, enqueueSnackbar, t]);

  const pending = useSyncExternalStore(queue.subscribe, queue.pending, queue.pending);
  return { queue, pending };
}
