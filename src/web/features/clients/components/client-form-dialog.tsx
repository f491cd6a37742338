import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { type Control, Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import {
  type Client,
  clientCreateBodySchema,
  dispatchSpeedKmhSchema,
  dispatchSpeedRange,
  positionIntervalSecondsSchema,
  visitorRetentionDaysSchema,
  visitorRetentionRange,
} from '../../../../shared/contract/clients.ts';
import { defaultPositionIntervalSeconds, positionIntervalRange } from '../../../../shared/contract/field.ts';
import { defaultMfaRoles } from '../../../../shared/mfa-rules.ts';
import { isRole, mainRoles } from '../../../../shared/roles.ts';
import { z } from '../../../../shared/zod.ts';
import { ContactFields } from '../../../components/contact-fields.tsx';
import { FormDialogFrame, useDialogForm, useSaveRecord } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useUnchangedReason } from '../../../components/form-parts.tsx';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useUpdateClient } from '../api/update-client.ts';

/** The API's schema, with the position interval held as typed (the field's text) and read as a number. */
const formSchema = clientCreateBodySchema.extend({
  positionIntervalSeconds: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(positionIntervalSecondsSchema),
  visitorRetentionDays: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(visitorRetentionDaysSchema),
  dispatchSpeedKmh: z
    .string()
    .trim()
    .transform((text) => (text === '' ? Number.NaN : Number(text)))
    .pipe(dispatchSpeedKmhSchema),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const fieldNames = [
  'clientName',
  'timeZone',
  'contactName',
  'contactEmail',
  'contactPhone',
  'address',
  'positionIntervalSeconds',
  'visitorRetentionDays',
  'dispatchSpeedKmh',
  'mfaRequiredRoles',
] as const;

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function defaultsFor(client: Client | undefined): FormInput {
  return {
    clientName: client?.clientName ?? '',
    timeZone: client?.timeZone ?? browserTimeZone(),
    contactName: client?.contactName ?? '',
    contactEmail: client?.contactEmail ?? '',
    contactPhone: client?.contactPhone ?? '',
    address: client?.address ?? '',
    positionIntervalSeconds: String(client?.positionIntervalSeconds ?? defaultPositionIntervalSeconds),
    visitorRetentionDays: String(client?.visitorRetentionDays ?? visitorRetentionRange.default),
    dispatchSpeedKmh: String(client?.dispatchSpeedKmh ?? dispatchSpeedRange.default),
    mfaRequiredRoles: (client?.mfaRequiredRoles ?? []).filter(isRole),
  };
}

export interface ClientFormDialogProps {
  open: boolean;
  /** The client to edit; none to add one (admin). */
  client?: Client | undefined;
  onClose: () => void;
  onSaved?: (client: Client) => void;
}

/**
 * Add or edit a client: name, time zone, contact and how often guards' phones send their position. Validated with the API's own schema; the server's 400 field
 * messages land beside their fields. Save stays disabled until the form is changed and valid.
 */
export function ClientFormDialog({ open, client, onClose, onSaved }: ClientFormDialogProps) {
  const { t } = useTranslation(['clients', 'common']);
  const form = useDialogForm<FormInput, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFor(client),
    fields: fieldNames,
  });
  const unchanged = useUnchangedReason(Boolean(client), form.isDirty);
  const { control } = form;
  const save = useSaveRecord({
    id: client?.id,
    create: useCreateClient(),
    update: useUpdateClient(),
    doneText: (saved) =>
      client ? t('form.saved', { name: saved.clientName }) : t('form.added', { name: saved.clientName }),
    onSaved,
    onClose,
  });

  const onSubmit = form.handleSubmit((values) => form.attempt(() => save(values)));

  const title = client ? t('form.editTitle', { name: client.clientName }) : t('form.addTitle');
  return (
    <FormDialogFrame
      open={open}
      title={title}
      busy={form.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => form.setFormError(null)}
      submitLabel={client ? t('common:actions.save') : t('form.add')}
      submitDisabledReason={unchanged}
    >
      <FormTextField control={control} name="clientName" label={t('form.clientName')} required autoFocus />
      <FormTextField control={control} name="timeZone" label={t('form.timeZone')} helperText={t('form.timeZoneHelp')} />
      <ContactFields control={control} label={(field) => t(`form.${field}`)} />
      {wholeNumberFields.map((field) => (
        <WholeNumberField key={field.name} control={control} {...field} />
      ))}
      <Controller
        name="mfaRequiredRoles"
        control={control}
        render={({ field, fieldState }) => (
          <MfaRolesField
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialogFrame>
  );
}

/** The client's whole-number settings, each with its range, its label and the sentence saying the range. */
const wholeNumberFields = [
  {
    name: 'positionIntervalSeconds',
    range: positionIntervalRange,
    labelKey: 'form.positionInterval',
    helpKey: 'form.positionIntervalHelp',
  },
  {
    name: 'visitorRetentionDays',
    range: visitorRetentionRange,
    labelKey: 'form.visitorRetention',
    helpKey: 'form.visitorRetentionHelp',
  },
  {
    name: 'dispatchSpeedKmh',
    range: dispatchSpeedRange,
    labelKey: 'form.dispatchSpeed',
    helpKey: 'form.dispatchSpeedHelp',
  },
] as const;

function WholeNumberField({
  control,
  name,
  range,
  labelKey,
  helpKey,
}: (typeof wholeNumberFields)[number] & { control: Control<FormInput, unknown, FormOutput> }) {
  const { t } = useTranslation(['clients', 'common']);
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(labelKey)}
      type="number"
      slotProps={{ htmlInput: { min: range.min, max: range.max, step: 1, inputMode: 'numeric' } }}
      helperText={
        <Trans
          t={t}
          i18nKey={helpKey}
          values={{ min: formatCount(range.min), max: formatCount(range.max) }}
          components={{ bdi: <bdi /> }}
        />
      }
    />
  );
}

/** Which roles must sign in with a second factor; switching it on starts with executive and admin. */
function MfaRolesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (roles: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(['clients', 'common']);
  const on = value.length > 0;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormControlLabel
        control={
          <Switch checked={on} onChange={(event) => onChange(event.target.checked ? [...defaultMfaRoles] : [])} />
        }
        label={t('form.mfaRequired')}
      />
      <FormHelperText sx={{ mx: 0 }}>{t('form.mfaRequiredHelp')}</FormHelperText>
      {on ? (
        <FormGroup row role="group" aria-label={t('form.mfaRoles')}>
          {mfaRoleOptions.map((role) => (
            <FormControlLabel
              key={role}
              label={t(`common:roles.${role}`)}
              control={
                <Checkbox
                  size="small"
                  checked={value.includes(role)}
                  onChange={(event) =>
                    onChange(event.target.checked ? [...value, role] : value.filter((r) => r !== role))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : null}
      {error ? <FormHelperText>{translateFieldMessage(error)}</FormHelperText> : null}
    </FormControl>
  );
}

const mfaRoleOptions = ['admin', ...mainRoles] as const;
