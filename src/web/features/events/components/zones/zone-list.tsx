import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZoneType } from '../../../../../shared/contract/events.ts';
import type { LatLng } from '../../../../../shared/polygon.ts';
import { DisabledReasonTooltip } from '../../../../components/disabled-reason-tooltip.tsx';
import { translateFieldMessage } from '../../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../../lib/notify.ts';
import {
  samePolygon,
  updateRequestOf,
  type ZoneFieldErrors,
  type ZoneFormValues,
  type ZoneItem,
  zoneSaveErrors,
} from '../../../../lib/zone-helpers.ts';
import { useUpdateGeofence } from '../../api/update-geofence.ts';
import { useUpdateRestrictedArea } from '../../api/update-restricted-area.ts';
import { ZoneFormFields } from './zone-form-fields.tsx';
import { ZoneKindChip } from './zone-kind-chip.tsx';

const geofenceKinds: readonly ZoneType[] = ['Allowed zone', 'Break zone', 'Restricted zone'];

export interface ZoneListProps {
  eventId: string;
  zones: readonly ZoneItem[];
  canEdit: boolean;
  selectedKey: string | null;
  /** The zone being changed (its form open here, its points draggable on the map). */
  editing: { key: string; outline: LatLng[] | null } | null;
  onEdit: (zone: ZoneItem) => void;
  onEditEnd: (saved: boolean) => void;
  onDelete: (zone: ZoneItem) => void;
}

/** The zones as a list: each with its type, and (for editors) Edit and Delete; usable without the map. */
export function ZoneList({
  eventId,
  zones,
  canEdit,
  selectedKey,
  editing,
  onEdit,
  onEditEnd,
  onDelete,
}: ZoneListProps) {
  const { t } = useTranslation(['events', 'common']);
  // While one zone is being edited, the others' buttons wait for it.
  const busyReason = editing ? t('events:zones.finishEditingFirst') : null;
  if (zones.length === 0) {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('events:zones.empty')}
        </Typography>
        {canEdit ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('events:zones.drawHint')}
          </Typography>
        ) : null}
      </Box>
    );
  }
  return (
    <List dense disablePadding aria-label={t('events:zones.listLabel')}>
      {zones.map((zone) => {
        const name = zone.title || t('events:zones.untitled');
        const isEditing = editing?.key === zone.key;
        return (
          <ListItem
            key={zone.key}
            divider
            aria-current={selectedKey === zone.key ? 'true' : undefined}
            sx={{
              display: 'block',
              py: 1,
              bgcolor: selectedKey === zone.key || isEditing ? 'action.selected' : undefined,
            }}
          >
            {isEditing ? (
              <ZoneEditForm key={zone.key} eventId={eventId} zone={zone} outline={editing.outline} onDone={onEditEnd} />
            ) : (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap title={name} dir="auto">
                    {name}
                  </Typography>
                  <Box sx={{ mt: 0.5 }}>
                    <ZoneKindChip kind={zone.kind} />
                  </Box>
                </Box>
                {canEdit ? (
                  <>
                    <ZoneAction
                      title={t('common:actions.edit')}
                      label={t('events:zones.editZone', { name })}
                      busyReason={busyReason}
                      onClick={() => onEdit(zone)}
                    >
                      <EditOutlined fontSize="small" />
                    </ZoneAction>
                    <ZoneAction
                      title={t('common:actions.delete')}
                      label={t('events:zones.deleteZone', { name })}
                      busyReason={busyReason}
                      onClick={() => onDelete(zone)}
                    >
                      <DeleteOutlined fontSize="small" />
                    </ZoneAction>
                  </>
                ) : null}
              </Stack>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}

/** The inline form of the zone being edited: its fields here, its outline on the map. */
function ZoneEditForm({
  eventId,
  zone,
  outline,
  onDone,
}: {
  eventId: string;
  zone: ZoneItem;
  outline: LatLng[] | null;
  onDone: (saved: boolean) => void;
}) {
  const formId = useId();
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const updateGeofence = useUpdateGeofence(eventId);
  const updateArea = useUpdateRestrictedArea(eventId);
  const [values, setValues] = useState<ZoneFormValues>({
    kind: zone.kind,
    title: zone.title,
    description: zone.description ?? '',
  });
  const [errors, setErrors] = useState<ZoneFieldErrors>({});
  const pending = updateGeofence.isPending || updateArea.isPending;
  const outlineChanged = outline !== null && !samePolygon(outline, zone.polygon);

  const save = async () => {
    const request = updateRequestOf(zone, values, outline);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    try {
      if (request.body.source === 'geofence')
        await updateGeofence.mutateAsync({ id: request.body.id, body: request.body.body });
      else await updateArea.mutateAsync({ id: request.body.id, body: request.body.body });
      enqueueSnackbar(t('events:zones.edit.done'), { variant: 'success' });
      onDone(true);
    } catch (error) {
      setErrors(zoneSaveErrors(error));
    }
  };

  return (
    <form
      id={formId}
      noValidate
      aria-label={t('events:zones.edit.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('events:zones.edit.title')}
      </Typography>
      <ZoneFormFields
        values={values}
        errors={errors}
        kinds={zone.source === 'geofence' ? geofenceKinds : []}
        disabled={pending}
        autoFocus
        onChange={(next) => {
          setValues(next);
          setErrors(({ polygon }) => (polygon ? { polygon } : {}));
        }}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {outlineChanged ? t('events:zones.edit.outlineChanged') : t('events:zones.edit.outlineHint')}
      </Typography>
      {errors.polygon || errors.form ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {translateFieldMessage(errors.polygon ?? errors.form ?? '')}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => onDone(false)} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          size="small"
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={pending ? <CircularProgress size={14} color="inherit" /> : null}
        >
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** A zone's icon button: its title on hover, or while another zone is edited, off with the reason. */
function ZoneAction({
  title,
  label,
  busyReason,
  onClick,
  children,
}: {
  title: string;
  label: string;
  busyReason: string | null;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <DisabledReasonTooltip reason={busyReason}>
      <Tooltip title={busyReason ? '' : title}>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={Boolean(busyReason)}>
          {children}
        </IconButton>
      </Tooltip>
    </DisabledReasonTooltip>
  );
}
