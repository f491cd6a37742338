import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';

/** Optional event of a visit: the user's active and upcoming events, or none (the front desk). */
export function EventSelectField<T extends FieldValues>({
  name,
  control,
  events,
  loading,
  noneLabel,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  events: readonly EventSummary[] | undefined;
  loading: boolean;
  noneLabel?: string;
}) {
  const { t } = useTranslation('visitors');
  const choices = (events ?? []).filter((e) => e.status === 'Active' || e.status === 'Upcoming');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          inputRef={ref}
          select
          fullWidth
          label={t('event.label')}
          disabled={loading}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message
              ? translateFieldMessage(fieldState.error.message)
              : loading
                ? t('event.loading')
                : ' '
          }
        >
          <MenuItem value="">
            <em>{noneLabel ?? t('event.none')}</em>
          </MenuItem>
          {choices.map((event) => (
            <MenuItem key={event.id} value={event.id}>
              {event.eventName}
              {event.siteName ? ` · ${event.siteName}` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
