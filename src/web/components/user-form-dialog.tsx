import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { type Control, Controller, type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../shared/contract/auth.ts';
import { emailMaxLength } from '../../shared/contract/common.ts';
import { displayNameSchema, type User } from '../../shared/contract/users.ts';
import { isRole, type Role } from '../../shared/roles.ts';
import { z } from '../../shared/zod.ts';
import { translateError } from '../i18n/translate-error.ts';
import { translateFieldMessage } from '../i18n/translate-field-error.ts';
import { isApiError } from '../lib/api-client.ts';
import { fieldMessagesOf } from '../lib/apply-server-errors.ts';
import { useSnackbar } from '../lib/notify.ts';
import { assignableRoles, useRoleLabel } from '../lib/role-options.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { useCreateUser } from '../lib/users-api/create-user.ts';
import { useCustomerOptions } from '../lib/users-api/list-customer-options.ts';
import { useEventOptions } from '../lib/users-api/list-event-options.ts';
import { useUpdateUser } from '../lib/users-api/update-user.ts';
import { CancelSubmitActions } from './form-dialog-frame.tsx';
import { FormErrorAlert, FormTextField } from './form-fields.tsx';
import { useUnchangedReason } from './form-parts.tsx';

const customerRoles: readonly string[] = ['client', 'customer'];

/** `chooseRole`: the message under an empty role picker, in the current language. */
const formSchema = (mode: 'create' | 'edit', chooseRole = 'Choose a role') =>
  z.object({
    email:
      mode === 'create'
        ? z
            .string()
            .trim()
            .min(1, 'auth.email_required')
            .max(emailMaxLength, 'auth.email_invalid')
            .pipe(z.email('auth.email_invalid'))
        : z.string(),
    displayName: displayNameSchema,
    primaryRole: z.string().refine((value: string): boolean => isRole(value), chooseRole),
    extraRoles: z.array(z.string()),
    password:
      mode === 'create'
        ? z
            .string()
            .refine((value) => value === '' || value.length >= 8, 'auth.new_password_too_short')
            .refine((value) => value.length <= 1024, 'user.password_too_long')
        : z.string(),
    customerId: z.string().nullable(),
    fullClientAccess: z.array(z.string()),
    individualEvents: z.array(z.string()),
  });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/** Where a server field error goes in this form. */
const serverFieldToForm: Record<string, FieldPath<FormValues>> = {
  email: 'email',
  displayName: 'displayName',
  roles: 'primaryRole',
  password: 'password',
  customerId: 'customerId',
  'permissions.fullClientAccess': 'fullClientAccess',
  'permissions.individualEvents': 'individualEvents',
};

function formFieldOf(serverField: string): FieldPath<FormValues> | undefined {
  const exact = serverFieldToForm[serverField];
  if (exact) return exact;
  const prefix = Object.keys(serverFieldToForm).find((key) => serverField.startsWith(`${key}.`));
  return prefix ? serverFieldToForm[prefix] : undefined;
}

function defaultsFor(user: User | undefined, preset?: UserFormDialogProps['preset']): FormValues {
  const [primary = '', ...extra] = user?.roles ?? preset?.roles ?? [];
  return {
    email: user?.email ?? '',
    displayName: user?.displayName ?? '',
    primaryRole: primary,
    extraRoles: extra,
    password: '',
    customerId: user?.customerId ?? preset?.customerId ?? null,
    fullClientAccess: user?.permissions.fullClientAccess ?? [],
    individualEvents: user?.permissions.individualEvents ?? [],
  };
}

export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; none to add one. */
  user?: User | undefined;
  actor: SessionUser;
  onClose: () => void;
  /** Values a new user starts with, e.g. role client and the customer when added from a customer's page. */
  preset?: { roles?: Role[]; customerId?: string } | undefined;
}

/**
 * Add or edit a user: name, email (add only), roles limited to what the actor may give (`mayAssignRole`),
 * an optional password (none: the server mails an invitation), the customer of a customer's user and the
 * permission pickers. Submit stays disabled until the form is changed and valid.
 */
export function UserFormDialog({ open, user, actor, onClose, preset }: UserFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const mode = user ? 'edit' : 'create';
  const { t } = useTranslation(['users', 'common']);
  const roleLabel = useRoleLabel();
  const { enqueueSnackbar } = useSnackbar();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const customers = useCustomerOptions(open);
  const events = useEventOptions(open);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => formSchema(mode, t('form.chooseRole')), [mode, t]);
  const { control, handleSubmit, setError, watch, isDirty, isSubmitting } = useCheckedForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFor(user, preset),
  });
  const unchanged = useUnchangedReason(mode === 'edit', isDirty);

  const assignable = useMemo(() => assignableRoles(actor.roles), [actor.roles]);
  const primaryRole = watch('primaryRole');
  const customerId = watch('customerId');
  const showCustomer = customerRoles.includes(primaryRole) || customerId !== null;
  // A role the user already has stays listed (not offered) even when the actor may not give it.
  const roleChoices = useMemo(() => {
    const current = (user?.roles ?? []).filter((role): role is Role => isRole(role) && !assignable.includes(role));
    return [...assignable, ...current];
  }, [assignable, user]);

  const customerOptions = customers.data?.items ?? [];
  const customerName = new Map(customerOptions.map((c) => [c.id, c.name]));
  const eventOptions = events.data?.items ?? [];
  const eventName = new Map(eventOptions.map((e) => [e.id, `${e.eventName} · ${e.customerName}`]));
  const customerChoices: PickerChoices = {
    ids: customerOptions.map((c) => c.id),
    nameOf: (id) => customerName.get(id) ?? t('form.unknownCustomer'),
    loading: customers.isPending,
    failure: customers.isError ? t('form.customersFailed') : null,
  };
  const eventChoices: PickerChoices = {
    ids: eventOptions.map((e) => e.id),
    nameOf: (id) => eventName.get(id) ?? t('form.eventNotListed'),
    loading: events.isPending,
    failure: events.isError ? t('form.eventsFailed') : null,
  };
  const customerChip = (id: string) => customerName.get(id) ?? '…';
  const eventChip = (id: string) => eventName.get(id)?.split(' · ')[0] ?? t('form.event');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const roles = [values.primaryRole, ...values.extraRoles.filter((role) => role !== values.primaryRole)].filter(
      isRole,
    );
    const permissions = { fullClientAccess: values.fullClientAccess, individualEvents: values.individualEvents };
    try {
      if (user) {
        await updateUser.mutateAsync({
          id: user.id,
          body: { displayName: values.displayName, roles, permissions, customerId: values.customerId },
        });
        enqueueSnackbar(t('form.saved', { name: values.displayName }), { variant: 'success' });
      } else {
        const created = await createUser.mutateAsync({
          email: values.email,
          displayName: values.displayName,
          roles,
          permissions,
          ...(values.password ? { password: values.password } : {}),
          ...(values.customerId ? { customerId: values.customerId } : {}),
        });
        enqueueSnackbar(
          created.invitationPending
            ? t('form.addedInvited', { name: created.displayName, email: created.email })
            : t('form.added', { name: created.displayName }),
          { variant: 'success' },
        );
      }
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? fieldMessagesOf(error) : undefined;
      if (fields) {
        let placed = false;
        for (const [field, message] of Object.entries(fields)) {
          const name = formFieldOf(field);
          if (name) {
            setError(name, { type: 'server', message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        if (placed) return;
      }
      setFormError(error instanceof Error ? translateError(error) : t('form.saveFailed'));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* A flex column like the dialog paper, so the title and buttons stay put while the fields scroll. */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>
          {user ? t('form.editTitle', { name: user.displayName }) : t('form.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
            <FormTextField
              name="displayName"
              control={control}
              label={t('form.name')}
              required
              autoFocus
              autoComplete="off"
            />
            <FormTextField
              name="email"
              control={control}
              label={t('form.email')}
              type="email"
              required={mode === 'create'}
              autoComplete="off"
              disabled={mode === 'edit'}
              helperText={mode === 'edit' ? t('form.emailFixed') : ' '}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                name="primaryRole"
                control={control}
                select
                label={t('form.role')}
                required
                helperText={t('form.roleHelp')}
              >
                {roleChoices.map((role) => (
                  <MenuItem key={role} value={role} disabled={!assignable.includes(role)}>
                    {roleLabel(role)}
                  </MenuItem>
                ))}
              </FormTextField>
              <Controller
                name="extraRoles"
                control={control}
                render={({ field: { ref, value, onChange, onBlur, name }, fieldState }) => (
                  <TextField
                    inputRef={ref}
                    name={name}
                    select
                    label={t('form.alsoRoles')}
                    fullWidth
                    value={value}
                    onBlur={onBlur}
                    onChange={(event) => {
                      const next = event.target.value as unknown;
                      onChange(typeof next === 'string' ? next.split(',') : next);
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error ? translateFieldMessage(fieldState.error.message ?? '') : t('form.alsoRolesHelp')
                    }
                    slotProps={{
                      select: {
                        multiple: true,
                        renderValue: (selected) => (selected as string[]).map(roleLabel).join(', '),
                      },
                    }}
                  >
                    {roleChoices
                      .filter((role) => role !== primaryRole)
                      .map((role) => (
                        <MenuItem key={role} value={role} disabled={!assignable.includes(role)}>
                          <Checkbox size="small" checked={value.includes(role)} sx={{ p: 0, mr: 1 }} />
                          <ListItemText primary={roleLabel(role)} />
                        </MenuItem>
                      ))}
                  </TextField>
                )}
              />
            </Stack>
            {mode === 'create' ? (
              <FormTextField
                name="password"
                control={control}
                label={t('form.password')}
                type="password"
                autoComplete="new-password"
                helperText={t('form.passwordHelp')}
              />
            ) : null}
            {showCustomer ? <RecordPicker control={control} name="customerId" choices={customerChoices} /> : null}
            <Typography variant="subtitle2" sx={{ pt: 1 }}>
              {t('form.eventAccess')}
            </Typography>
            <RecordPicker
              control={control}
              name="fullClientAccess"
              choices={customerChoices}
              chipLabel={customerChip}
            />
            <RecordPicker control={control} name="individualEvents" choices={eventChoices} chipLabel={eventChip} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <CancelSubmitActions
            busy={isSubmitting}
            submitDisabledReason={unchanged}
            submitLabel={user ? t('common:actions.saveChanges') : t('form.add')}
            onCancel={onClose}
          />
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The records a picker offers: their ids, each one's name, whether they are still loading, why they failed to. */
interface PickerChoices {
  ids: string[];
  nameOf: (id: string) => string;
  loading: boolean;
  failure: string | null;
}

/** Each picker's label and the hint beneath it. */
const pickerTexts = {
  customerId: { label: 'form.customer', help: 'form.customerHelp' },
  fullClientAccess: { label: 'form.customerEvents', help: 'form.customerEventsHelp' },
  individualEvents: { label: 'form.singleEvents', help: 'form.singleEventsHelp' },
} as const;

/**
 * A bound picker of records by id: one, or several shown as chips (`chipLabel`). Beneath it the field's message,
 * else why the records failed to load, else its hint.
 */
function RecordPicker({
  control,
  name,
  choices,
  chipLabel,
}: {
  control: Control<FormValues>;
  name: keyof typeof pickerTexts;
  choices: PickerChoices;
  chipLabel?: (id: string) => string;
}) {
  const { t } = useTranslation('users');
  const { field, fieldState } = useController({ control, name });
  const texts = pickerTexts[name];
  const common = {
    options: choices.ids,
    onBlur: field.onBlur,
    getOptionLabel: choices.nameOf,
    loading: choices.loading,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        inputRef={field.ref}
        label={t(texts.label)}
        error={Boolean(fieldState.error) || choices.failure !== null}
        helperText={
          fieldState.error ? translateFieldMessage(fieldState.error.message ?? '') : (choices.failure ?? t(texts.help))
        }
      />
    ),
  };
  if (!chipLabel) {
    return (
      <Autocomplete
        {...common}
        value={field.value as string | null}
        onChange={(_event, next) => field.onChange(next)}
      />
    );
  }
  return (
    <Autocomplete
      {...common}
      multiple
      disableCloseOnSelect
      value={field.value as string[]}
      onChange={(_event, next) => field.onChange(next)}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => <Chip {...getItemProps({ index })} key={id} size="small" label={chipLabel(id)} />)
      }
    />
  );
}
