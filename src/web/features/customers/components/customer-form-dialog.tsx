import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Customer, customerCreateBodySchema } from '../../../../shared/contract/customers.ts';
import { ContactFields } from '../../../components/contact-fields.tsx';
import { FormDialogFrame, useDialogForm, useSaveRecord } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useUnchangedReason } from '../../../components/form-parts.tsx';
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
  const form = useDialogForm<FormInput, FormOutput>({
    resolver: zodResolver(customerCreateBodySchema),
    defaultValues: defaultsFor(customer),
    fields: fieldNames,
  });
  const unchanged = useUnchangedReason(Boolean(customer), form.isDirty);
  const { control } = form;
  const save = useSaveRecord({
    id: customer?.id,
    create: useCreateCustomer(),
    update: useUpdateCustomer(),
    doneText: (saved) => (customer ? t('form.saved', { name: saved.name }) : t('form.added', { name: saved.name })),
    onSaved,
    onClose,
  });

  const onSubmit = form.handleSubmit((values) => form.attempt(() => save(values)));

  return (
    <FormDialogFrame
      open={open}
      title={customer ? t('form.editTitle', { name: customer.name }) : t('form.addTitle')}
      busy={form.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => form.setFormError(null)}
      submitLabel={customer ? t('common:actions.save') : t('form.add')}
      submitDisabledReason={unchanged}
    >
      <FormTextField control={control} name="name" label={t('form.name')} required autoFocus />
      <ContactFields control={control} label={(field) => t(`form.${field}`)} />
    </FormDialogFrame>
  );
}
