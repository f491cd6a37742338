import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { type ContractCreateInput, contractCreateBodySchema } from '../../../../shared/contract/billing.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCreateContract, useCustomerOptions } from '../api/contracts.ts';
import {
  ContractTermsFields,
  type ContractTermsValues,
  contractScales,
  contractTermFields,
  termsBodyOf,
  termsValuesOf,
} from './contract-terms-fields.tsx';
import { bodyResolver, inFieldUnits } from './form-units.ts';

type FormValues = ContractTermsValues & { customerId: string };

const resolver = bodyResolver<FormValues, ContractCreateInput>(
  contractCreateBodySchema,
  (values) => {
    const converted = termsBodyOf(values);
    if (!values.customerId) converted.errors.customerId = 'validation.required';
    return converted;
  },
  contractScales,
);

/**
 * Add a contract to a customer: its terms, validated with the API's own schema after the units are converted
 * (percent to basis points, hours to minutes); the server's field messages land beside their fields.
 */
export function ContractFormDialog({
  customerId = '',
  onClose,
  onAdded,
}: {
  /** The customer chosen in the list's filter, if any. */
  customerId?: string;
  onClose: () => void;
  onAdded: (id: string) => void;
}) {
  const { t } = useTranslation(['contracts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const customers = useCustomerOptions();
  const create = useCreateContract();
  const form = useDialogForm<FormValues, ContractCreateInput>({
    resolver,
    defaultValues: { ...termsValuesOf(), customerId },
    fields: ['customerId', ...contractTermFields],
  });

  const onSubmit = form.handleSubmit((body) =>
    form.attempt(async () => {
      const created = await create
        .mutateAsync({ customerId: form.getValues('customerId'), body })
        .catch((error: unknown) => {
          throw inFieldUnits(error, contractScales);
        });
      enqueueSnackbar(t('form.added', { code: body.code }), { variant: 'success' });
      onClose();
      onAdded(created.id);
    }),
  );

  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('form.addTitle')}
      maxWidth="md"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('form.add')}
    >
      <ContractTermsFields
        control={form.control}
        lead={
          <FormTextField
            control={form.control}
            name="customerId"
            label={t('terms.customer')}
            select
            required
            autoFocus
            sx={{ gridColumn: '1 / -1' }}
          >
            {(customers.data?.items ?? []).map((customer) => (
              <MenuItem key={customer.id} value={customer.id} dir="auto">
                {customer.name}
              </MenuItem>
            ))}
          </FormTextField>
        }
      />
    </FormDialogFrame>
  );
}
