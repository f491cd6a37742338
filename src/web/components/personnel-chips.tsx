import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PersonnelStatus } from '../../shared/contract/personnel.ts';
import type { LicenceState } from '../../shared/licence.ts';
import { formatDate } from '../lib/format.ts';
import { licenceColor, statusColor } from '../lib/personnel-format.ts';

export function PersonnelStatusChip({ status }: { status: PersonnelStatus }) {
  const { t } = useTranslation('personnel');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={statusColor(status)}
      variant={status === 'inactive' ? 'filled' : 'outlined'}
    />
  );
}

/** The licence expiry, highlighted: warning within 30 days, red once expired. */
export function LicenceChip({ state, expiresOn }: { state: LicenceState; expiresOn: string | null }) {
  const { t } = useTranslation('personnel');
  if (state === 'none' || !expiresOn) return <Chip size="small" label={t('licence.none')} variant="outlined" />;
  const date = formatDate(`${expiresOn}T12:00:00Z`);
  const label =
    state === 'expired'
      ? t('licence.expiredOn', { date })
      : state === 'expiring'
        ? t('licence.expiringOn', { date })
        : t('licence.validUntil', { date });
  return (
    <Chip
      size="small"
      label={label}
      color={licenceColor(state)}
      variant={state === 'ok' ? 'outlined' : 'filled'}
      data-licence-state={state}
    />
  );
}
