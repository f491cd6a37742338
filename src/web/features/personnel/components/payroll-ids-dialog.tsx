import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PayrollIds } from '../../../../shared/contract/payroll.ts';
import { payLimits } from '../../../../shared/contract/payroll.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useUnchangedReason } from '../../../components/form-parts.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useUpdatePerson } from '../api/update-person.ts';
import {
  type PayrollIdsFormInput,
  type PayrollIdsFormOutput,
  payrollIdProviders,
  payrollIdsChanges,
  payrollIdsFormFields,
  payrollIdsFormSchema,
  payrollIdsFormValues,
} from './payroll-ids-form.ts';

/** Edit a person's employee id at each payroll provider (`payroll.manage`); an emptied field clears its id. */
export function PayrollIdsDialog({
  personId,
  personName,
  payrollIds,
  onClose,
}: {
  personId: string;
  personName: string;
  payrollIds: PayrollIds;
  onClose: () => void;
}) {
  const { t } = useTranslation(['personnel', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdatePerson();
  const form = useDialogForm<PayrollIdsFormInput, PayrollIdsFormOutput>({
    resolver: zodResolver(payrollIdsFormSchema),
    defaultValues: payrollIdsFormValues(payrollIds),
    fields: payrollIdsFormFields,
  });
  const unchanged = useUnchangedReason(true, form.isDirty);
  const { control } = form;

  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      const changes = payrollIdsChanges(payrollIds, values.payrollIds);
      if (Object.keys(changes).length > 0) {
        await update.mutateAsync({ id: personId, body: { payrollIds: changes } });
        enqueueSnackbar(t('payrollIds.saved', { name: personName }), { variant: 'success' });
      }
      onClose();
    }),
  );

  return (
    <FormDialogFrame
      title={t('payrollIds.dialogTitle', { name: personName })}
      {...frameStateOf(form)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('common:actions.saveChanges')}
      submitDisabledReason={unchanged}
      lead={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('payrollIds.clearHelp')}
        </Typography>
      }
    >
      {payrollIdProviders.map((provider, index) => (
        <FormTextField
          key={provider}
          control={control}
          name={`payrollIds.${provider}`}
          label={t(`payrollIds.fields.${provider}`)}
          autoFocus={index === 0}
          autoComplete="off"
          helperText={provider === 'quickbooks' ? t('payrollIds.quickbooksHelp') : undefined}
          slotProps={{ htmlInput: { maxLength: payLimits.payrollId, dir: 'auto', spellCheck: false } }}
        />
      ))}
    </FormDialogFrame>
  );
}
