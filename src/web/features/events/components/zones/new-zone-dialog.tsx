import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPolygon, type LatLng } from '../../../../../shared/polygon.ts';
import { CancelSubmitActions } from '../../../../components/form-dialog-frame.tsx';
import { translateFieldMessage } from '../../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../../lib/notify.ts';
import {
  createRequestOf,
  type ZoneFieldErrors,
  type ZoneFormValues,
  zoneKinds,
  zoneSaveErrors,
} from '../../../../lib/zone-helpers.ts';
import { useCreateGeofence } from '../../api/create-geofence.ts';
import { useCreateRestrictedArea } from '../../api/create-restricted-area.ts';
import { ZoneFormFields } from './zone-form-fields.tsx';

export interface NewZoneDialogProps {
  eventId: string;
  /** The outline just drawn; none: closed. */
  polygon: readonly LatLng[] | null;
  onClose: () => void;
  onSaved: () => void;
}

const emptyValues: ZoneFormValues = { kind: 'Allowed zone', title: '', description: '' };

/**
 * Names a newly drawn outline: type (a geofence type or a restricted area), title and description. The outline
 * is checked with the shared rules before anything is sent; the server's refusal shows beside its field.
 */
export function NewZoneDialog({ eventId, polygon, onClose, onSaved }: NewZoneDialogProps) {
  const titleId = useId();
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const createGeofence = useCreateGeofence(eventId);
  const createArea = useCreateRestrictedArea(eventId);
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<ZoneFieldErrors>({});
  const [shownFor, setShownFor] = useState(polygon);
  if (polygon && polygon !== shownFor) {
    // A new outline: a fresh form.
    setShownFor(polygon);
    setValues(emptyValues);
    setErrors({});
  }
  const outlineCheck = polygon ? checkPolygon(polygon) : null;
  const outlineError = errors.polygon ?? (outlineCheck && !outlineCheck.ok ? outlineCheck.message : undefined);
  const pending = createGeofence.isPending || createArea.isPending;

  const close = () => {
    createGeofence.reset();
    createArea.reset();
    onClose();
  };

  const save = async () => {
    if (!polygon) return;
    const request = createRequestOf(values, polygon);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    try {
      if (request.body.source === 'geofence') await createGeofence.mutateAsync(request.body.body);
      else await createArea.mutateAsync(request.body.body);
      enqueueSnackbar(t('events:zones.create.done'), { variant: 'success' });
      onSaved();
    } catch (error) {
      setErrors(zoneSaveErrors(error));
    }
  };

  return (
    <Dialog
      open={Boolean(polygon)}
      onClose={pending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('events:zones.create.title')}</DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogContentText sx={{ mb: 2 }}>
            {t('events:zones.create.points', { points: polygon?.length ?? 0 })}
          </DialogContentText>
          {outlineError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translateFieldMessage(outlineError)} {t('events:zones.create.redraw')}
            </Alert>
          ) : null}
          {errors.form ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translateFieldMessage(errors.form)}
            </Alert>
          ) : null}
          <ZoneFormFields
            values={values}
            errors={errors}
            kinds={zoneKinds}
            disabled={pending}
            autoFocus
            onChange={(next) => {
              setValues(next);
              setErrors(({ polygon: kept }) => (kept ? { polygon: kept } : {}));
            }}
          />
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <CancelSubmitActions
          busy={pending}
          submitDisabledReason={outlineCheck && !outlineCheck.ok ? translateFieldMessage(outlineCheck.message) : null}
          submitLabel={t('common:actions.save')}
          form={`${titleId}-form`}
          onCancel={close}
        />
      </DialogActions>
    </Dialog>
  );
}
