import { type MySettings, settingsOperations } from '../../../../shared/contract/settings.ts';
import type { LayoutSettings } from '../../../../shared/settings.ts';
import { callApi } from '../../../lib/api.ts';

export function putMySettings(settings: LayoutSettings): Promise<MySettings> {
  return callApi(settingsOperations.putSettings, { body: { settings } });
}
