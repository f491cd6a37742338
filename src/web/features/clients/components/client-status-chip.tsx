import Chip from '@mui/material/Chip';
import type { Client } from '../../../../shared/contract/clients.ts';

export function ClientStatusChip({ status }: { status: Client['status'] }) {
  return (
    <Chip
      size="small"
      label={status}
      color={status === 'Active' ? 'success' : 'default'}
      variant={status === 'Active' ? 'outlined' : 'filled'}
    />
  );
}
