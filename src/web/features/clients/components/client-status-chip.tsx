import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../shared/contract/clients.ts';

export function ClientStatusChip({ status }: { status: Client['status'] }) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size="small"
      label={status === 'Active' ? t('status.active') : t('status.inactive')}
      color={status === 'Active' ? 'success' : 'default'}
      variant={status === 'Active' ? 'outlined' : 'filled'}
    />
  );
}
