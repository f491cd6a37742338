import { type MySettings, settingsOperations } from '../../../../shared/contract/settings.ts';
import { callApi } from '../../../lib/api.ts';

export function fetchMySettings(signal?: AbortSignal): Promise<MySettings> {
  return callApi(settingsOperations.get, { signal });
}
