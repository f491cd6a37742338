import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Customer, customerCreateBodySchema } from '../../../../shared/contract/customers.ts';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { t } = useTranslation(['customers', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [formError, setFormError] = useState<string | null>(null);
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

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = customer
        ? await update.mutateAsync({ id: customer.id, body: values })
        : await create.mutateAsync(values);
      enqueueSnackbar(customer ? t('form.saved', { name: saved.name }) : t('form.added', { name: saved.name }), {
        variant: 'success',
      });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, fieldNames, setError) ?? null);
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
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id={titleId}>
          {customer ? t('form.editTitle', { name: customer.name }) : t('form.addTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
            <FormTextField control={control} name="name" label={t('form.name')} required autoFocus />
            <FormTextField control={control} name="contactName" label={t('form.contactName')} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField control={control} name="contactEmail" label={t('form.contactEmail')} type="email" />
              <FormTextField control={control} name="contactPhone" label={t('form.contactPhone')} type="tel" />
            </Box>
            <FormTextField control={control} name="address" label={t('form.address')} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || !isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {customer ? t('common:actions.save') : t('form.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
