import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useEventOptions } from '../api/list-event-options.ts';
import { usePreRegisterVisitor } from '../api/pre-register-visitor.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { EventSelectField } from './event-select-field.tsx';
import {
  localInputToIso,
  nextQuarterHour,
  type PreRegisterFormValues,
  preRegisterFormSchema,
  withoutBlanks,
} from './visitor-forms.ts';

const fieldNames = [
  'name',
  'company',
  'hostName',
  'purpose',
  'email',
  'phone',
  'vehiclePlate',
  'expectedAt',
  'eventId',
] as const;

const blank = (): PreRegisterFormValues => ({
  name: '',
  company: '',
  hostName: '',
  purpose: '',
  email: '',
  phone: '',
  vehiclePlate: '',
  expectedAt: nextQuarterHour(),
  eventId: '',
});

/** The front desk registers a visitor ahead of time; the visitor then waits under "Expected". */
export function PreRegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const preRegister = usePreRegisterVisitor();
  const events = useEventOptions(open);
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<PreRegisterFormValues>({
    resolver: zodResolver(preRegisterFormSchema),
    mode: 'onChange',
    defaultValues: blank(),
  });

  const close = () => {
    if (isSubmitting) return;
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { expectedAt, eventId, ...rest } = values;
    try {
      const visitor = await preRegister.mutateAsync({
        ...withoutBlanks(rest),
        name: rest.name.trim(),
        expectedAt: localInputToIso(expectedAt) ?? expectedAt,
        ...(eventId ? { eventId } : {}),
      });
      enqueueSnackbar(`${visitor.name} is registered and expected.`, { variant: 'success' });
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, fieldNames, setError);
      if (message) setFormError(message);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pre-register-title"
      slotProps={{
        transition: {
          onExited: () => {
            reset(blank());
            setFormError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Pre-register visitor">
        <DialogTitle id="pre-register-title">Pre-register visitor</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {formError ? (
            <Alert severity="error" onClose={() => setFormError(null)} sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="name" label="Name" required autoFocus />
            <FormTextField control={control} name="company" label="Company" />
            <FormTextField control={control} name="hostName" label="Host" helperText="Whom they visit" />
            <FormTextField
              control={control}
              name="expectedAt"
              label="Expected at"
              type="datetime-local"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <FormTextField control={control} name="purpose" label="Purpose" />
            </Box>
            <FormTextField control={control} name="email" label="Email" type="email" />
            <FormTextField control={control} name="phone" label="Phone" type="tel" />
            <FormTextField control={control} name="vehiclePlate" label="Vehicle plate" />
            <EventSelectField
              control={control}
              name="eventId"
              events={events.data}
              loading={events.isPending}
              noneLabel="None (front desk)"
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || !isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {isSubmitting ? 'Saving…' : 'Pre-register'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
