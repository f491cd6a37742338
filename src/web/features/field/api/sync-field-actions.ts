import type { SyncAction, SyncResult } from '../../../../shared/contract/field.ts';
import { fieldOperations } from '../../../../shared/contract/field.ts';
import { callApi } from '../../../lib/api.ts';

const syncTimeoutMs = 20_000;

/** Sends queued actions (at most 200); the server applies them by `at` and answers one result per action. */
export function syncFieldActions(actions: SyncAction[]): Promise<SyncResult> {
  // A request stuck on a bad connection would hold the whole queue: give up after a while and retry later.
  return callApi(fieldOperations.sync, { body: { actions }, signal: AbortSignal.timeout(syncTimeoutMs) });
}
