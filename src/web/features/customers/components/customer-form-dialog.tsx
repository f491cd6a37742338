import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Customer, customerCreateBodySchema } from '../../../../shared/contract/customers.ts';
import { CancelSubmitActions, FormDialogFrame, useFormError } from '../../../components/form-dialog-frame.tsx';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCreateCustomer } from '../api/create-customer.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';

type FormInput = z.input<typeof customerCreateBodySchema>;
type FormOutput = z.output<typeof customerCreateBodySchema>;

const fieldNames = ['name', 'contactName', 'contactEmail', 'contactPhone', 'address'] as const;

function defaultsFor(customer: Customer | undefined): FormInput {
  return {
    name: customer?.name ?? '',
    contactName: customer?.contactName ?? '',
    contactEmail: customer?.contactEmail ?? '',
    contactPhone: customer?.contactPhone ?? '',
    address: customer?.address ?? '',
  };
}

export interface CustomerFormDialogProps {
  open: boolean;
  /** The customer to edit; none to add one. */
  customer?: Customer | undefined;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

/**
 * Add or edit a customer: name and contact. Validated with the API's own schema; the server's 400 field messages
 * land beside their fields. Save stays disabled until the form is changed and valid.
 */
export function CustomerFormDialog({ open, customer, onClose, onSaved }: CustomerFormDialogProps) {
  const { t } = useTranslation(['customers', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(customerCreateBodySchema),
    mode: 'onChange',
    defaultValues: defaultsFor(customer),
  });
  const { formError, setFormError, attempt } = useFormError(fieldNames, setError);

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const saved = customer
        ? await update.mutateAsync({ id: customer.id, body: values })
        : await create.mutateAsync(values);
      enqueueSnackbar(customer ? t('form.saved', { name: saved.name }) : t('form.added', { name: saved.name }), {
        variant: 'success',
      });
      onSaved?.(saved);
      onClose();
    }),
  );

  return (
    <FormDialogFrame
      open={open}
      title={customer ? t('form.editTitle', { name: customer.name }) : t('form.addTitle')}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      actions={
        <CancelSubmitActions
          busy={isSubmitting}
          submitDisabled={!isDirty || !isValid}
          submitLabel={customer ? t('common:actions.save') : t('form.add')}
          onCancel={onClose}
        />
      }
    >
      <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
      <FormTextField control={control} name="name" label={t('form.name')} required autoFocus />
      <FormTextField control={control} name="contactName" label={t('form.contactName')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="contactEmail" label={t('form.contactEmail')} type="email" />
        <FormTextField control={control} name="contactPhone" label={t('form.contactPhone')} type="tel" />
      </Box>
      <FormTextField control={control} name="address" label={t('form.address')} multiline minRows={2} />
    </FormDialogFrame>
  );
}
