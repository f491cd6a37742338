import type { MySettings } from '../../../../shared/contract/settings.ts';
import type { LayoutSettings } from '../../../../shared/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function putMySettings(settings: LayoutSettings): Promise<MySettings> {
  return apiRequest<MySettings>('/me/settings', { method: 'PUT', body: { settings } });
}
