import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type VisitorIdType, visitorIdTypes, type WatchListMatchFields } from '../../../../shared/contract/visitors.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { FormDateTimeField } from '../../../components/form-date-time-field.tsx';
import { BusySubmitButton, FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useEventOptions } from '../api/list-event-options.ts';
import { usePreRegisterVisitor } from '../api/pre-register-visitor.ts';
import { WatchListWarning, watchListMatchOf } from './check-in-dialog.tsx';
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
  'idType',
  'idLast4',
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
  idType: '',
  idLast4: '',
});

/** The front desk registers a visitor ahead of time; the visitor then waits under "Expected". */
export function PreRegisterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const preRegister = usePreRegisterVisitor();
  const events = useEventOptions(open);
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const [watchMatch, setWatchMatch] = useState<WatchListMatchFields | null>(null);
  const session = useSession();
  const canOverride = hasPermission(session.data?.user?.roles ?? [], 'visitors.watchListOverride');
  const { control, handleSubmit, reset, setError, isSubmitting } = useCheckedForm<PreRegisterFormValues>({
    resolver: zodResolver(preRegisterFormSchema),
    defaultValues: blank(),
  });

  const close = () => {
    if (isSubmitting) return;
    onClose();
  };

  const send = (acknowledgeWatchList: boolean) =>
    handleSubmit(async (values) => {
      setFormError(null);
      const { expectedAt, eventId, idType, ...rest } = values;
      try {
        const visitor = await preRegister.mutateAsync({
          ...withoutBlanks(rest),
          name: rest.name.trim(),
          expectedAt: localInputToIso(expectedAt) ?? expectedAt,
          ...(eventId ? { eventId } : {}),
          ...(idType ? { idType: idType as VisitorIdType } : {}),
          ...(acknowledgeWatchList ? { acknowledgeWatchList: true } : {}),
        });
        enqueueSnackbar(t('preRegister.done', { name: visitor.name }), { variant: 'success' });
        onClose();
      } catch (error) {
        const match = watchListMatchOf(error);
        if (match) {
          setWatchMatch(match);
          return;
        }
        const message = applyServerErrors(error, fieldNames, setError);
        if (message) setFormError(message);
      }
    });
  const onSubmit = send(false);

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
            setWatchMatch(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('preRegister.title')}>
        <DialogTitle id="pre-register-title">{t('preRegister.title')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 2 }} />
          {watchMatch ? (
            <>
              <WatchListWarning match={watchMatch} alerted={false} />
              {canOverride ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t('watchWarning.supervisorOnly')}
                </Typography>
              )}
            </>
          ) : null}
          <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="name" label={t('preRegister.name')} required autoFocus />
            <FormTextField control={control} name="company" label={t('preRegister.company')} />
            <FormTextField
              control={control}
              name="hostName"
              label={t('preRegister.host')}
              helperText={t('preRegister.hostHint')}
            />
            <FormDateTimeField control={control} name="expectedAt" label={t('preRegister.expectedAt')} required />
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <FormTextField control={control} name="purpose" label={t('preRegister.purpose')} />
            </Box>
            <FormTextField control={control} name="email" label={t('preRegister.email')} type="email" />
            <FormTextField control={control} name="phone" label={t('preRegister.phone')} type="tel" />
            <FormTextField control={control} name="vehiclePlate" label={t('preRegister.vehiclePlate')} />
            <FormTextField
              control={control}
              name="idType"
              label={t('preRegister.idType')}
              select
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">
                <em>{t('preRegister.idTypeNone')}</em>
              </MenuItem>
              {visitorIdTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`idTypes.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="idLast4"
              deps={['idType']}
              label={t('preRegister.idLast4')}
              helperText={t('preRegister.idLast4Hint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } }}
            />
            <EventSelectField
              control={control}
              name="eventId"
              events={events.data}
              loading={events.isPending}
              noneLabel={t('preRegister.noEvent')}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isSubmitting}>
            {t('common:actions.cancel')}
          </Button>
          {watchMatch && canOverride ? (
            <Button color="warning" onClick={() => void send(true)()} disabled={isSubmitting}>
              {t('watchWarning.registerAnyway')}
            </Button>
          ) : null}
          <BusySubmitButton busy={isSubmitting}>
            {isSubmitting ? t('common:states.saving') : t('preRegister.submit')}
          </BusySubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
