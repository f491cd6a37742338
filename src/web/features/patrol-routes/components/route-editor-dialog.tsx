import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSummary } from '../../../../shared/contract/events.ts';
import { type PatrolRoute, patrolLimits } from '../../../../shared/contract/patrol-routes.ts';
import { FormDialogFrame } from '../../../components/form-dialog-frame.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useEventOptions } from '../../../lib/users-api/list-event-options.ts';
import { useCreateRoute, useEventCheckpoints, useUpdateRoute } from '../api/patrol-routes.ts';
import {
  checkRoute,
  emptyStop,
  type FieldMessages,
  moveStop,
  type RouteValues,
  routeValuesOf,
  type StopValues,
  withoutStopErrors,
} from '../patrol-format.ts';

/** A field's message in the reader's language, by its code (src/shared/contract/field-errors.ts). */
const fieldText = (message: string | undefined) => (message ? translateFieldMessage(message) : undefined);

/** The fields a server refusal may name: the name, the list of stops and each stop's own. */
const isRouteField = (path: string) =>
  path === 'name' || path === 'stops' || /^stops\.\d+\.(eventId|windowStart|windowEnd|checkpointIds)$/.test(path);

/**
 * Plans or edits a route (docs/product/dispatch.md#mobile-patrol-runsheets): its name and its stops in order, each
 * a site with a nightly window in the site's local time and the checkpoints to scan there. Stops move up and down
 * and are removed with buttons (keyboard usable); each message stands beside its field, translated by its code.
 */
export function RouteEditorDialog({
  route,
  onClose,
  onSaved,
}: {
  route?: PatrolRoute | undefined;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation(['patrolRoutes', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateRoute();
  const update = useUpdateRoute();
  const events = useEventOptions();
  const [values, setValues] = useState<RouteValues>(() => routeValuesOf(route));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;
  /** Names of the checkpoints the route already has, for a site whose list cannot be read. */
  const knownCheckpoints = new Map(route?.stops.flatMap((stop) => stop.checkpoints.map((c) => [c.id, c.name])) ?? []);

  const setName = (name: string) => {
    setValues((v) => ({ ...v, name }));
    setErrors(({ name: _, ...rest }) => rest);
  };
  const setStop = (index: number, change: Partial<StopValues>) => {
    setValues((v) => ({ ...v, stops: v.stops.map((stop, i) => (i === index ? { ...stop, ...change } : stop)) }));
    setErrors((e) => {
      const next = { ...e };
      for (const field of Object.keys(change)) delete next[`stops.${index}.${field}`];
      return next;
    });
  };
  const setStops = (stops: StopValues[]) => {
    setValues((v) => ({ ...v, stops }));
    setErrors((e) => {
      const { stops: _, ...rest } = withoutStopErrors(e);
      return rest;
    });
  };

  const save = async () => {
    setFormError(null);
    const checked = checkRoute(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    try {
      const saved = route
        ? await update.mutateAsync({ id: route.id, body: checked.body })
        : await create.mutateAsync(checked.body);
      enqueueSnackbar(t('editor.saved', { name: checked.body.name }), { variant: 'success' });
      onSaved?.(saved.id);
      onClose();
    } catch (error) {
      const messages = isApiError(error) && error.status === 400 ? fieldMessagesOf(error) : undefined;
      const placed = Object.fromEntries(Object.entries(messages ?? {}).filter(([path]) => isRouteField(path)));
      if (Object.keys(placed).length > 0) setErrors(placed);
      else setFormError(translateError(error));
    }
  };

  const sites = (events.data?.items ?? []).filter(
    (e) => e.status !== 'Completed' || values.stops.some((stop) => stop.eventId === e.id),
  );
  const stopsError = fieldText(errors.stops);

  return (
    <FormDialogFrame
      title={route ? t('editor.editTitle') : t('editor.newTitle')}
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        await save();
      }}
      submitLabel={t('common:actions.save')}
      lead={route ? <Alert severity="info">{t('editor.editNote')}</Alert> : undefined}
      formError={formError}
      onFormErrorClose={() => setFormError(null)}
    >
      <TextField
        label={t('editor.name')}
        value={values.name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        fullWidth
        margin="dense"
        disabled={busy}
        error={Boolean(errors.name)}
        helperText={fieldText(errors.name)}
        slotProps={{ htmlInput: { maxLength: patrolLimits.name } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('editor.stops')}
        </Typography>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {values.stops.map((stop, index) => (
            <StopEditor
              key={stop.key}
              stop={stop}
              index={index}
              count={values.stops.length}
              sites={sites}
              sitesLoading={events.isLoading}
              knownCheckpoints={knownCheckpoints}
              errors={errors}
              busy={busy}
              onChange={(change) => setStop(index, change)}
              onMove={(by) => setStops(moveStop(values.stops, index, by))}
              onRemove={() => setStops(values.stops.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
        {stopsError ? (
          <FormHelperText error role="alert" sx={{ mx: 0 }}>
            {stopsError}
          </FormHelperText>
        ) : null}
        <Button
          startIcon={<AddRounded />}
          onClick={() => setStops([...values.stops, emptyStop()])}
          disabled={busy || values.stops.length >= patrolLimits.stops}
          sx={{ mt: 1 }}
        >
          {t('editor.addStop')}
        </Button>
      </Box>
    </FormDialogFrame>
  );
}

function StopEditor({
  stop,
  index,
  count,
  sites,
  sitesLoading,
  knownCheckpoints,
  errors,
  busy,
  onChange,
  onMove,
  onRemove,
}: {
  stop: StopValues;
  index: number;
  count: number;
  sites: readonly EventSummary[];
  sitesLoading: boolean;
  knownCheckpoints: ReadonlyMap<string, string>;
  errors: FieldMessages;
  busy: boolean;
  onChange: (change: Partial<StopValues>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('patrolRoutes');
  const checkpoints = useEventCheckpoints(stop.eventId);
  const number = formatCount(index + 1);
  const error = (field: keyof StopValues) => errors[`stops.${index}.${field}`];
  const site = sites.find((e) => e.id === stop.eventId);
  const names = new Map<string, string>(knownCheckpoints);
  for (const c of checkpoints.data ?? []) names.set(c.id, c.name);
  const options = checkpoints.data ?? stop.checkpointIds.map((id) => ({ id, name: names.get(id) ?? id }));
  const checkpointHelp = !stop.eventId
    ? t('editor.checkpointsFirstSite')
    : checkpoints.isLoading
      ? t('editor.checkpointsLoading')
      : checkpoints.error
        ? t('editor.checkpointsUnavailable', { reason: translateError(checkpoints.error) })
        : options.length === 0
          ? t('editor.checkpointsNone')
          : undefined;
  const time = (field: 'windowStart' | 'windowEnd', label: string) => (
    <TextField
      type="time"
      label={label}
      value={stop[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      disabled={busy}
      required
      error={Boolean(error(field))}
      helperText={fieldText(error(field))}
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', step: 60 } }}
    />
  );

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="patrol-stop-editor">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
          {t('editor.stop', { number })}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('editor.moveUp', { number })}
          disabled={busy || index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpwardRounded fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('editor.moveDown', { number })}
          disabled={busy || index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardRounded fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('editor.removeStop', { number })} disabled={busy} onClick={onRemove}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <TextField
          select
          label={t('editor.site')}
          value={stop.eventId}
          onChange={(event) => onChange({ eventId: event.target.value, checkpointIds: [] })}
          disabled={busy}
          required
          fullWidth
          error={Boolean(error('eventId'))}
          helperText={fieldText(error('eventId')) ?? (sitesLoading ? t('editor.sitesLoading') : undefined)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="" disabled>
            <em>{t('editor.chooseSite')}</em>
          </MenuItem>
          {stop.eventId && !site ? (
            <MenuItem value={stop.eventId}>
              <bdi>{stop.eventId}</bdi>
            </MenuItem>
          ) : null}
          {sites.map((event) => (
            <MenuItem key={event.id} value={event.id}>
              <bdi>{event.siteName ? `${event.eventName} · ${event.siteName}` : event.eventName}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('editor.checkpoints')}
          value={stop.checkpointIds}
          onChange={(event) => {
            const value = event.target.value as unknown;
            onChange({ checkpointIds: typeof value === 'string' ? value.split(',') : (value as string[]) });
          }}
          disabled={busy || !stop.eventId}
          required
          fullWidth
          error={Boolean(error('checkpointIds'))}
          helperText={fieldText(error('checkpointIds')) ?? checkpointHelp}
          slotProps={{
            inputLabel: { shrink: true },
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (selected) => {
                const ids = selected as string[];
                if (ids.length === 0) return '';
                const shown = ids.map((id) => names.get(id) ?? id).join(', ');
                return <bdi title={shown}>{shown}</bdi>;
              },
            },
          }}
        >
          {options.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              <Checkbox size="small" checked={stop.checkpointIds.includes(c.id)} sx={{ p: 0.5, marginInlineEnd: 1 }} />
              <ListItemText primary={<bdi>{c.name}</bdi>} />
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1.5} sx={{ gridColumn: { sm: '1 / -1' } }}>
          {time('windowStart', t('editor.windowStart'))}
          {time('windowEnd', t('editor.windowEnd'))}
        </Stack>
      </Box>
      <FormHelperText sx={{ mx: 0 }}>
        {site ? t('editor.windowHelp', { timeZone: site.timeZone }) : t('editor.windowHelpNoSite')}
      </FormHelperText>
    </Paper>
  );
}
