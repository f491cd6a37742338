import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Checkpoint, type Tour, tourCreateBodySchema, tourLimits } from '../../../../../shared/contract/tours.ts';
import { FormDialogFrame } from '../../../../components/form-dialog-frame.tsx';
import { translateFieldMessage } from '../../../../i18n/translate-field-error.ts';
import { formatCount } from '../../../../lib/format.ts';
import { useSnackbar } from '../../../../lib/notify.ts';
import { useCreateTour, useUpdateTour } from '../../api/tours.ts';
import { issuesToErrors, refusalToErrors, type SaveErrors } from './form-errors.ts';

export interface TourDialogProps {
  eventId: string;
  timeZone: string;
  checkpoints: readonly Checkpoint[];
  /** The tour to edit; none: a new one. */
  tour?: Tour | undefined;
  onClose: () => void;
}

const fieldNames = [
  'name',
  'checkpointIds',
  'ordered',
  'startTime',
  'endTime',
  'everyMinutes',
  'graceMinutes',
] as const;

interface Values {
  name: string;
  checkpointIds: string[];
  ordered: boolean;
  startTime: string;
  endTime: string;
  everyMinutes: string;
  graceMinutes: string;
}

function initialValues(tour: Tour | undefined): Values {
  return {
    name: tour?.name ?? '',
    checkpointIds: tour ? [...tour.checkpointIds] : [],
    ordered: tour?.ordered ?? false,
    startTime: tour?.startTime ?? '22:00',
    endTime: tour?.endTime ?? '06:00',
    everyMinutes: String(tour?.everyMinutes ?? 120),
    graceMinutes: String(tour?.graceMinutes ?? 15),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * Adds or edits a tour: its checkpoints in walking order, whether the order is required, the daily window in the
 * event's time zone, how often it runs and the grace after each run. An edit applies from now on.
 */
export function TourDialog({ eventId, timeZone, checkpoints, tour, onClose }: TourDialogProps) {
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTour(eventId);
  const update = useUpdateTour();
  const [values, setValues] = useState(() => initialValues(tour));
  const [errors, setErrors] = useState<SaveErrors>({ fields: {} });
  const busy = create.isPending || update.isPending;
  const pickId = useId();
  const names = new Map(checkpoints.map((c) => [c.id, c.name]));
  const remaining = checkpoints.filter((c) => !values.checkpointIds.includes(c.id));

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ fields: { ...e.fields, [name]: undefined } }));
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = [...values.checkpointIds];
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    set('checkpointIds', ids);
  };

  const save = async () => {
    const parsed = tourCreateBodySchema.safeParse({
      ...values,
      everyMinutes: numberOf(values.everyMinutes),
      graceMinutes: numberOf(values.graceMinutes),
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    try {
      if (tour) await update.mutateAsync({ id: tour.id, body: parsed.data });
      else await create.mutateAsync(parsed.data);
      enqueueSnackbar(t('events:tours.tours.saved', { name: parsed.data.name }), { variant: 'success' });
      onClose();
    } catch (error) {
      setErrors(refusalToErrors(error, fieldNames));
    }
  };

  const message = (name: (typeof fieldNames)[number]) => {
    const text = errors.fields[name];
    return text ? translateFieldMessage(text) : undefined;
  };
  const text = (name: 'name' | 'startTime' | 'endTime' | 'everyMinutes' | 'graceMinutes') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors.fields[name]),
    disabled: busy,
    fullWidth: true,
    margin: 'dense' as const,
  });

  return (
    <FormDialogFrame
      title={tour ? t('events:tours.tours.editTitle') : t('events:tours.tours.newTitle')}
      busy={busy}
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        await save();
      }}
      submitLabel={t('common:actions.save')}
      lead={tour ? <Alert severity="info">{t('events:tours.tours.editFromNow')}</Alert> : undefined}
    >
      {errors.form ? (
        <Alert severity="error" role="alert">
          {translateFieldMessage(errors.form)}
        </Alert>
      ) : null}
      <TextField
        {...text('name')}
        label={t('events:tours.tours.fields.name')}
        required
        autoFocus
        helperText={message('name')}
        slotProps={{ htmlInput: { maxLength: tourLimits.name } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
        <Typography component="legend" variant="subtitle2">
          {t('events:tours.tours.fields.checkpoints')}
        </Typography>
        {values.checkpointIds.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('events:tours.tours.noCheckpointsChosen')}
          </Typography>
        ) : (
          <List dense aria-label={t('events:tours.tours.fields.checkpoints')}>
            {values.checkpointIds.map((id, index) => {
              const name = names.get(id) ?? '—';
              return (
                <ListItem
                  key={id}
                  disableGutters
                  secondaryAction={
                    <Stack direction="row">
                      <IconButton
                        size="small"
                        disabled={busy || index === 0}
                        aria-label={t('events:tours.tours.moveUp', { name })}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpwardRounded fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={busy || index === values.checkpointIds.length - 1}
                        aria-label={t('events:tours.tours.moveDown', { name })}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownwardRounded fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={busy}
                        aria-label={t('events:tours.tours.takeOut', { name })}
                        onClick={() =>
                          set(
                            'checkpointIds',
                            values.checkpointIds.filter((c) => c !== id),
                          )
                        }
                      >
                        <CloseRounded fontSize="small" />
                      </IconButton>
                    </Stack>
                  }
                >
                  <ListItemText primary={<bdi>{`${formatCount(index + 1)}. ${name}`}</bdi>} />
                </ListItem>
              );
            })}
          </List>
        )}
        <TextField
          select
          id={pickId}
          label={t('events:tours.tours.addCheckpoint')}
          value=""
          disabled={busy || remaining.length === 0}
          onChange={(event) => set('checkpointIds', [...values.checkpointIds, event.target.value])}
          fullWidth
          margin="dense"
          error={Boolean(errors.fields.checkpointIds)}
          helperText={
            message('checkpointIds') ??
            (checkpoints.length === 0 ? t('events:tours.tours.placeCheckpointsFirst') : undefined)
          }
        >
          {remaining.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              <bdi>{c.name}</bdi>
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControlLabel
        control={
          <Switch checked={values.ordered} disabled={busy} onChange={(event) => set('ordered', event.target.checked)} />
        }
        label={t('events:tours.tours.fields.ordered')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('events:tours.tours.fields.orderedHelp')}</FormHelperText>
      <Stack direction="row" spacing={2}>
        <TextField
          {...text('startTime')}
          type="time"
          label={t('events:tours.tours.fields.start')}
          helperText={message('startTime')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          {...text('endTime')}
          type="time"
          label={t('events:tours.tours.fields.end')}
          helperText={message('endTime')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
        />
      </Stack>
      <FormHelperText sx={{ mt: 0 }}>{t('events:tours.tours.fields.windowHelp', { timeZone })}</FormHelperText>
      <Stack direction="row" spacing={2}>
        <TextField
          {...text('everyMinutes')}
          label={t('events:tours.tours.fields.every')}
          helperText={message('everyMinutes') ?? t('events:tours.tours.fields.everyHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
        <TextField
          {...text('graceMinutes')}
          label={t('events:tours.tours.fields.grace')}
          helperText={message('graceMinutes') ?? t('events:tours.tours.fields.graceHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
      </Stack>
    </FormDialogFrame>
  );
}
