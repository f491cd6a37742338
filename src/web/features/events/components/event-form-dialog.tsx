import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type EventCreateBody, type EventDetail, eventCreateBodySchema } from '../../../../shared/contract/events.ts';
import { hasPermission, plansForEveryCustomer } from '../../../../shared/policy.ts';
import { effectiveRole } from '../../../../shared/roles.ts';
import { FormDateTimeField } from '../../../components/form-date-time-field.tsx';
import { FormDialogFrame, useDialogForm, useSaveRecord } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useUnchangedReason } from '../../../components/form-parts.tsx';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { addFormPath } from '../../../lib/add-on-arrival.ts';
import { browserTimeZone, isoToZonedLocal, timeZoneOptions, zonedLocalToIso } from '../../../lib/zoned-time.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useCustomerOptions } from '../api/list-customer-options.ts';
import { useUpdateEvent } from '../api/update-event.ts';

/** What the form holds: text as typed; times as `datetime-local` wall-clock readings in `timeZone`. */
interface FormValues {
  eventName: string;
  customerId: string;
  siteName: string;
  address: string;
  timeZone: string;
  startDate: string;
  endDate: string;
  guardPayrate: string;
  supervisorPayrate: string;
  managerPayrate: string;
  payrollBudget: string;
  unassigned: boolean;
  /** Minutes as typed; empty: off. */
  checkCallMinutes: string;
  noMovementMinutes: string;
}

const fieldNames = [
  'eventName',
  'customerId',
  'siteName',
  'address',
  'timeZone',
  'startDate',
  'endDate',
  'guardPayrate',
  'supervisorPayrate',
  'managerPayrate',
  'payrollBudget',
  'unassigned',
  'checkCallMinutes',
  'noMovementMinutes',
] as const satisfies readonly (keyof FormValues)[];

function amount(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/** Welfare minutes: empty is off (null). */
function minutesOrOff(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The API body the form's values stand for: the times read in the chosen zone and sent with their offset. */
export function toBody(values: FormValues): EventCreateBody {
  return {
    eventName: values.eventName,
    customerId: values.customerId,
    siteName: values.siteName,
    address: values.address,
    timeZone: values.timeZone,
    startDate: zonedLocalToIso(values.startDate, values.timeZone),
    endDate: zonedLocalToIso(values.endDate, values.timeZone),
    guardPayrate: amount(values.guardPayrate),
    supervisorPayrate: amount(values.supervisorPayrate),
    managerPayrate: amount(values.managerPayrate),
    payrollBudget: amount(values.payrollBudget),
    unassigned: values.unassigned,
    checkCallMinutes: minutesOrOff(values.checkCallMinutes),
    noMovementMinutes: minutesOrOff(values.noMovementMinutes),
  };
}

const bodyResolver = zodResolver(eventCreateBodySchema);

/** Validates with the API's own schema, on the body the values make (its fields have the form's names). */
const resolver: Resolver<FormValues, unknown, EventCreateBody> = async (values, context, options) => {
  const result = await bodyResolver(toBody(values), context, options as never);
  return result as unknown as Awaited<ReturnType<Resolver<FormValues, unknown, EventCreateBody>>>;
};

function defaultsFor(event: EventDetail | undefined): FormValues {
  const timeZone = event?.timeZone ?? browserTimeZone();
  const money = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    eventName: event?.eventName ?? '',
    customerId: event?.customerId ?? '',
    siteName: event?.siteName ?? '',
    address: event?.address ?? '',
    timeZone,
    startDate: event ? isoToZonedLocal(event.startDate, timeZone) : '',
    endDate: event ? isoToZonedLocal(event.endDate, timeZone) : '',
    guardPayrate: money(event?.guardPayrate),
    supervisorPayrate: money(event?.supervisorPayrate),
    managerPayrate: money(event?.managerPayrate),
    payrollBudget: money(event?.payrollBudget),
    unassigned: event?.unassigned ?? false,
    checkCallMinutes: event?.checkCallMinutes == null ? '' : String(event.checkCallMinutes),
    noMovementMinutes: event?.noMovementMinutes == null ? '' : String(event.noMovementMinutes),
  };
}

export interface EventFormDialogProps {
  open: boolean;
  actor: SessionUser;
  /** The event to edit; none to plan a new one. */
  event?: EventDetail | undefined;
  onClose: () => void;
  onSaved?: (event: EventDetail) => void;
}

/**
 * Plan or edit an event. Start and end are entered as the site's clock reads them, in the event's time zone.
 * Validated with the API's schema; the server's 400 field messages land beside their fields.
 */
export function EventFormDialog({ open, actor, event, onClose, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation(['events', 'common']);
  const form = useDialogForm<FormValues, EventCreateBody>({
    resolver: resolver,
    defaultValues: defaultsFor(event),
    fields: fieldNames,
  });
  const unchanged = useUnchangedReason(Boolean(event), form.isDirty);
  const { control } = form;
  const save = useSaveRecord({
    id: event?.id,
    create: useCreateEvent(),
    update: useUpdateEvent(),
    doneText: (saved) =>
      event ? t('form.saved', { name: saved.eventName }) : t('form.added', { name: saved.eventName }),
    onSaved,
    onClose,
  });
  const customers = useCustomerOptions(hasPermission(actor.roles, 'customers.view'));
  const zones = useMemo(() => timeZoneOptions(), []);

  // An executive plans for any customer of the client; a manager for those they fully manage (their session's
  // permissions.fullClientAccess). An inactive customer is offered only to keep an existing event's.
  const customerChoices = useMemo(() => {
    const everyone = plansForEveryCustomer(effectiveRole(actor.roles));
    const allowed = new Set(actor.permissions.fullClientAccess);
    const list = (customers.data?.items ?? [])
      .filter((c) => c.status === 'Active' || c.id === event?.customerId)
      .filter((c) => everyone || allowed.has(c.id) || c.id === event?.customerId)
      .map((c) => ({ id: c.id, name: c.name }));
    if (event && !list.some((c) => c.id === event.customerId)) {
      list.unshift({ id: event.customerId, name: event.customerName });
    }
    return list;
  }, [customers.data, actor, event]);

  const onSubmit = form.handleSubmit((values) => form.attempt(() => save(values)));
  const mayAddCustomer = hasPermission(actor.roles, 'customers.manage');
  const activeCustomers = (customers.data?.items ?? []).filter((c) => c.status === 'Active').length;
  // Some of the client's customers are not the caller's: the list is not all there is, and someone can grant more.
  const someNotYours = !event && customers.isSuccess && customerChoices.length < activeCustomers;

  if (!event && customers.isSuccess && customerChoices.length === 0) {
    return (
      <NoCustomerToPlanFor
        open={open}
        clientHasCustomers={activeCustomers > 0}
        mayAddCustomer={mayAddCustomer}
        onClose={onClose}
      />
    );
  }

  const title = event ? t('form.editTitle', { name: event.eventName }) : t('form.addTitle');
  const dollars = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
  const decimal = { inputMode: 'decimal' as const };
  return (
    <FormDialogFrame
      open={open}
      title={title}
      maxWidth="md"
      busy={form.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => form.setFormError(null)}
      submitLabel={event ? t('common:actions.save') : t('form.add')}
      submitDisabledReason={unchanged}
    >
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="eventName" label={t('form.eventName')} required autoFocus />
        <FormTextField
          control={control}
          name="customerId"
          label={t('form.customer')}
          required
          select
          disabled={customers.isPending && !event}
          helperText={someNotYours ? t('form.customersYouHave') : undefined}
        >
          {customerChoices.map((c) => (
            <MenuItem key={c.id} value={c.id} dir="auto">
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="siteName" label={t('form.siteName')} />
        <FormTextField control={control} name="address" label={t('form.address')} />
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {t('form.whenTitle')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Autocomplete
              options={zones}
              value={field.value}
              onChange={(_e, value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              disableClearable
              autoHighlight
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('form.timeZone')}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ? translateFieldMessage(fieldState.error.message) : t('form.timeZoneHelp')
                  }
                />
              )}
            />
          )}
        />
        <FormDateTimeField control={control} name="startDate" label={t('form.start')} required />
        <FormDateTimeField control={control} name="endDate" label={t('form.end')} required />
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {t('form.payTitle')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
        <FormTextField
          control={control}
          name="guardPayrate"
          label={t('form.guardPayrate')}
          slotProps={{ ...dollars, htmlInput: decimal }}
        />
        <FormTextField
          control={control}
          name="supervisorPayrate"
          label={t('form.supervisorPayrate')}
          slotProps={{ ...dollars, htmlInput: decimal }}
        />
        <FormTextField
          control={control}
          name="managerPayrate"
          label={t('form.managerPayrate')}
          slotProps={{ ...dollars, htmlInput: decimal }}
        />
        <FormTextField
          control={control}
          name="payrollBudget"
          label={t('form.payrollBudget')}
          slotProps={{ ...dollars, htmlInput: decimal }}
        />
      </Box>

      <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
        {t('form.welfareTitle')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="checkCallMinutes"
          label={t('form.checkCallMinutes')}
          helperText={t('form.checkCallHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="noMovementMinutes"
          label={t('form.noMovementMinutes')}
          helperText={t('form.noMovementHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>

      <Controller
        control={control}
        name="unassigned"
        render={({ field }) => (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('form.unassigned')}
            />
            <FormHelperText sx={{ mt: 0 }}>{t('form.unassignedHelp')}</FormHelperText>
          </Box>
        )}
      />
    </FormDialogFrame>
  );
}

/**
 * What the New event form shows when the caller has no customer to plan for: add one first (whoever adds a
 * customer may plan its events), or ask for access to the client's customers.
 */
function NoCustomerToPlanFor({
  open,
  clientHasCustomers,
  mayAddCustomer,
  onClose,
}: {
  open: boolean;
  clientHasCustomers: boolean;
  mayAddCustomer: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['events', 'common']);
  return (
    <FormDialogFrame
      open={open}
      title={t('form.addTitle')}
      busy={false}
      onClose={onClose}
      onSubmit={async (submitted) => submitted.preventDefault()}
      actions={
        <>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          {mayAddCustomer ? (
            <Button variant="contained" component={RouterLink} to={addFormPath('customers')}>
              {t('form.addCustomer')}
            </Button>
          ) : null}
        </>
      }
    >
      <Alert severity="info">
        {clientHasCustomers ? t('form.noCustomerOfYours') : t('form.addCustomerFirst')}{' '}
        {mayAddCustomer ? t('form.addedCustomerIsYours') : t('form.askForCustomer')}
      </Alert>
    </FormDialogFrame>
  );
}
