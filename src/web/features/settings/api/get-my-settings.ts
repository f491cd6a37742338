import type { MySettings } from '../../../../shared/contract/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchMySettings(signal?: AbortSignal): Promise<MySettings> {
  return apiRequest<MySettings>('/me/settings', { signal });
}
