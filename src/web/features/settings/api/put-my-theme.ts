import { type MySettings, settingsOperations } from '../../../../shared/contract/settings.ts';
import type { ThemeSettings } from '../../../../shared/settings.ts';
import { callApi } from '../../../lib/api.ts';

export function putMyTheme(theme: ThemeSettings): Promise<MySettings> {
  return callApi(settingsOperations.putTheme, { body: { theme } });
}
