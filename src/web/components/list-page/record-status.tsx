import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from './confirm-record-action-dialog.tsx';
import { FilterSelect } from './filter-select.tsx';
import type { RowAction } from './row-actions.tsx';

/** The status of a record that can be deactivated and reactivated (a client, a customer). */
export type RecordStatus = 'Active' | 'Inactive';

const recordStatuses = ['Active', 'Inactive'] as const satisfies readonly RecordStatus[];

/** A record's status as a small chip: green outline while active, grey when not. */
export function RecordStatusChip({ status }: { status: RecordStatus }) {
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

/** The status filter above a list of such records: all, active or inactive. */
export function RecordStatusFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: RecordStatus | '';
  onChange: (value: RecordStatus | '') => void;
}) {
  const { t } = useTranslation('common');
  return (
    <FilterSelect
      label={label}
      value={value}
      allLabel={allLabel}
      options={recordStatuses.map((s) => ({
        value: s,
        label: s === 'Active' ? t('status.active') : t('status.inactive'),
      }))}
      onChange={onChange}
    />
  );
}

/**
 * The status actions of a row, in menu order: deactivate (or reactivate, when inactive), then delete. `label` names
 * each in the screen's namespace.
 */
export function recordStatusActions(
  status: RecordStatus,
  label: (action: RecordAction) => string,
): readonly RowAction<RecordAction>[] {
  return [
    status === 'Active'
      ? { key: 'deactivate', label: label('deactivate'), icon: <BlockRounded fontSize="small" /> }
      : { key: 'reactivate', label: label('reactivate'), icon: <RestartAltRounded fontSize="small" /> },
    { key: 'delete', label: label('delete'), icon: <DeleteOutlineRounded fontSize="small" /> },
  ];
}
