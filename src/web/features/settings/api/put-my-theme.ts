import type { MySettings } from '../../../../shared/contract/settings.ts';
import type { ThemeSettings } from '../../../../shared/settings.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function putMyTheme(theme: ThemeSettings): Promise<MySettings> {
  return apiRequest<MySettings>('/me/theme', { method: 'PUT', body: { theme } });
}
