import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../push-opt-in.ts';

/**
 * "Call alerts when the app is closed" on /field: turns Web Push on or off for this phone. Hidden where the browser
 * cannot push; a refusal in the browser's settings is said, since only the browser can undo it.
 */
export function PushOptInCard() {
  const { t } = useTranslation('field');
  const [state, setState] = useState<PushState | 'busy' | 'failed' | null>(null);
  useEffect(() => {
    let current = true;
    pushState().then(
      (next) => current && setState(next),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, []);
  if (state === null || state === 'unsupported') return null;
  const change = (work: () => Promise<PushState>) => {
    setState('busy');
    work().then(setState, () => setState('failed'));
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <NotificationsActiveOutlined color={state === 'on' ? 'primary' : 'action'} aria-hidden />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2">{t('push.title')}</Typography>
          <Typography variant="body2" color={state === 'failed' ? 'error' : 'text.secondary'}>
            {t(`push.state.${state}`)}
          </Typography>
        </Stack>
        {state === 'on' ? (
          <Button onClick={() => change(turnPushOff)}>{t('push.turnOff')}</Button>
        ) : state === 'off' || state === 'failed' ? (
          <Button variant="outlined" onClick={() => change(turnPushOn)}>
            {t('push.turnOn')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
