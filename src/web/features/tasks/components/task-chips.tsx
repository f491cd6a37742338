import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TaskPriority, TaskStatus } from '../../../../shared/contract/tasks.ts';

const statusColors = {
  open: 'info',
  in_progress: 'warning',
  done: 'success',
  cancelled: 'default',
} as const satisfies Record<TaskStatus, 'info' | 'warning' | 'success' | 'default'>;

export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('tasks');
  return <Chip size="small" variant="outlined" color={statusColors[status]} label={t(`status.${status}`)} />;
}

const priorityColors = {
  low: 'default',
  normal: 'primary',
  high: 'error',
} as const satisfies Record<TaskPriority, 'default' | 'primary' | 'error'>;

export function TaskPriorityChip({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('tasks');
  return (
    <Chip
      size="small"
      variant={priority === 'high' ? 'filled' : 'outlined'}
      color={priorityColors[priority]}
      label={t(`priority.${priority}`)}
    />
  );
}

/** The red chip of a task due before now and not done. */
export function OverdueChip() {
  const { t } = useTranslation('tasks');
  return <Chip size="small" color="error" label={t('list.overdue')} />;
}
