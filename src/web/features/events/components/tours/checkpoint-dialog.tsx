import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Checkpoint,
  checkpointCreateBodySchema,
  checkpointUpdateBodySchema,
  defaultCheckpointRadiusMeters,
  tourLimits,
} from '../../../../../shared/contract/tours.ts';
import type { LatLng } from '../../../../../shared/polygon.ts';
import { FormDialogFrame } from '../../../../components/form-dialog-frame.tsx';
import { translateFieldMessage } from '../../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../../lib/notify.ts';
import { useCreateCheckpoint, useUpdateCheckpoint } from '../../api/checkpoints.ts';
import { issuesToErrors, refusalToErrors, type SaveErrors } from './form-errors.ts';

export interface CheckpointDialogProps {
  eventId: string;
  /** The checkpoint to edit; none: a new one at `at`. */
  checkpoint?: Checkpoint | undefined;
  /** Where the new checkpoint was placed on the map. */
  at?: LatLng | undefined;
  onClose: () => void;
}

const fieldNames = ['name', 'latitude', 'longitude', 'radiusMeters', 'instructions'] as const;
type Values = Record<(typeof fieldNames)[number], string>;

const coordinate = (n: number) => String(Math.round(n * 1e6) / 1e6);

function initialValues(checkpoint: Checkpoint | undefined, at: LatLng | undefined): Values {
  return {
    name: checkpoint?.name ?? '',
    latitude: checkpoint ? coordinate(checkpoint.latitude) : at ? coordinate(at.lat) : '',
    longitude: checkpoint ? coordinate(checkpoint.longitude) : at ? coordinate(at.lng) : '',
    radiusMeters: String(checkpoint?.radiusMeters ?? defaultCheckpointRadiusMeters),
    instructions: checkpoint?.instructions ?? '',
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/**
 * Adds a checkpoint where the map was clicked, or edits one: name, position, radius (30 m unless changed) and what
 * the guard should do there. Checked with the API's schema; the server's refusals show beside their fields.
 */
export function CheckpointDialog({ eventId, checkpoint, at, onClose }: CheckpointDialogProps) {
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCheckpoint(eventId);
  const update = useUpdateCheckpoint();
  const [values, setValues] = useState(() => initialValues(checkpoint, at));
  const [errors, setErrors] = useState<SaveErrors>({ fields: {} });
  const busy = create.isPending || update.isPending;

  const body = () => ({
    name: values.name,
    latitude: numberOf(values.latitude),
    longitude: numberOf(values.longitude),
    radiusMeters: numberOf(values.radiusMeters),
    instructions: values.instructions,
  });

  const save = async () => {
    const parsed = (checkpoint ? checkpointUpdateBodySchema : checkpointCreateBodySchema).safeParse(body());
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    try {
      if (checkpoint) await update.mutateAsync({ id: checkpoint.id, body: parsed.data });
      else await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      enqueueSnackbar(t('events:tours.checkpoints.saved', { name: parsed.data.name }), { variant: 'success' });
      onClose();
    } catch (error) {
      setErrors(refusalToErrors(error, fieldNames));
    }
  };

  const field = (name: (typeof fieldNames)[number]) => {
    const message = errors.fields[name];
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => {
        setValues((v) => ({ ...v, [name]: event.target.value }));
        setErrors((e) => ({ fields: { ...e.fields, [name]: undefined } }));
      },
      error: Boolean(message),
      helperText: message ? translateFieldMessage(message) : undefined,
      disabled: busy,
      fullWidth: true,
      margin: 'dense' as const,
    };
  };

  return (
    <FormDialogFrame
      title={checkpoint ? t('events:tours.checkpoints.editTitle') : t('events:tours.checkpoints.newTitle')}
      busy={busy}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        await save();
      }}
      submitLabel={t('common:actions.save')}
    >
      {errors.form ? (
        <Alert severity="error" role="alert">
          {translateFieldMessage(errors.form)}
        </Alert>
      ) : null}
      <TextField
        {...field('name')}
        label={t('events:tours.checkpoints.fields.name')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: tourLimits.name } }}
      />
      <TextField
        {...field('latitude')}
        label={t('events:tours.checkpoints.fields.latitude')}
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <TextField
        {...field('longitude')}
        label={t('events:tours.checkpoints.fields.longitude')}
        slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
      />
      <TextField
        {...field('radiusMeters')}
        label={t('events:tours.checkpoints.fields.radius')}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        helperText={
          errors.fields.radiusMeters
            ? translateFieldMessage(errors.fields.radiusMeters)
            : t('events:tours.checkpoints.fields.radiusHelp')
        }
      />
      <TextField
        {...field('instructions')}
        label={t('events:tours.checkpoints.fields.instructions')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: tourLimits.instructions } }}
      />
    </FormDialogFrame>
  );
}
