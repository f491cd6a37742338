import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CustomerStatus } from '../../../../shared/contract/customers.ts';

export function CustomerStatusChip({ status }: { status: CustomerStatus }) {
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
