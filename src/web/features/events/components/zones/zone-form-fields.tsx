import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { zoneLimits } from '../../../../../shared/contract/events.ts';
import { translateFieldMessage } from '../../../../i18n/translate-field-error.ts';
import {
  type ZoneFieldErrors,
  type ZoneFormValues,
  type ZoneKind,
  zoneKindKeys,
} from '../../../../lib/zone-helpers.ts';

export interface ZoneFormFieldsProps {
  values: ZoneFormValues;
  errors: ZoneFieldErrors;
  /** The types offered: all four for a new zone; a geofence's three, or none, for an existing one. */
  kinds: readonly ZoneKind[];
  disabled?: boolean;
  autoFocus?: boolean;
  onChange: (values: ZoneFormValues) => void;
}

/** Type, title and (restricted areas) description of a zone; each field's message beneath it. */
export function ZoneFormFields({ values, errors, kinds, disabled, autoFocus, onChange }: ZoneFormFieldsProps) {
  const { t } = useTranslation('events');
  const help = (message: string | undefined, fallback = ' ') => (message ? translateFieldMessage(message) : fallback);
  const isArea = values.kind === 'Restricted area';
  return (
    <Stack spacing={1}>
      {kinds.length > 1 ? (
        <TextField
          select
          fullWidth
          size="small"
          label={t('zones.fields.kind')}
          value={values.kind}
          disabled={disabled}
          error={Boolean(errors.kind)}
          helperText={help(errors.kind)}
          onChange={(event) => onChange({ ...values, kind: event.target.value as ZoneKind })}
        >
          {kinds.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`zones.kinds.${zoneKindKeys[kind]}`)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        fullWidth
        size="small"
        label={t('zones.fields.title')}
        value={values.title}
        required={isArea}
        disabled={disabled}
        autoFocus={autoFocus}
        error={Boolean(errors.title)}
        helperText={help(errors.title)}
        slotProps={{ htmlInput: { maxLength: zoneLimits.title } }}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
      />
      {isArea ? (
        <TextField
          fullWidth
          size="small"
          multiline
          minRows={2}
          label={t('zones.fields.description')}
          value={values.description}
          disabled={disabled}
          error={Boolean(errors.description)}
          helperText={help(errors.description)}
          slotProps={{ htmlInput: { maxLength: zoneLimits.description } }}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
        />
      ) : null}
    </Stack>
  );
}
