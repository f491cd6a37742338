import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContractSummary, invoicePeriodBodySchema } from '../../../../shared/contract/billing.ts';
import { dateOnlySchema, text } from '../../../../shared/contract/common.ts';
import { z } from '../../../../shared/zod.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCreateInvoice } from '../api/invoices.ts';
import { PeriodDateFields, useFormDialogTexts } from './invoice-dialog-parts.tsx';
import { lastCompletePeriod } from './invoice-format.tsx';

/** The contract to draft for, and the period checked by the contract's own rule (invoicePeriodBodySchema). */
const draftSchema = z
  .object({
    contractId: text('validation.required').min(1, 'validation.required'),
    from: dateOnlySchema,
    to: dateOnlySchema,
  })
  .superRefine((value, ctx) => {
    const period = invoicePeriodBodySchema.safeParse({ from: value.from, to: value.to });
    if (period.success) return;
    for (const issue of period.error.issues) {
      if (issue.path[0] === 'to') ctx.addIssue({ code: 'custom', message: issue.message, path: ['to'] });
    }
  });
type DraftValues = z.infer<typeof draftSchema>;

const fieldNames = ['contractId', 'from', 'to'] as const;

function defaultsFor(contractId: string, contract: ContractSummary | undefined): DraftValues {
  const period = contract ? lastCompletePeriod(contract) : { from: '', to: '' };
  return { contractId, ...period };
}

/**
 * "Draft invoice": a contract and a period, by default the contract's last complete billing period (its week from
 * its first day, or the previous month). The server computes the lines; the new draft opens.
 */
export function DraftInvoiceDialog({
  contracts,
  initialContractId,
  onClose,
  onDrafted,
}: {
  contracts: readonly ContractSummary[] | undefined;
  initialContractId: string;
  onClose: () => void;
  onDrafted: (invoiceId: string) => void;
}) {
  const { t } = useTranslation(['invoices', 'common']);
  const texts = useFormDialogTexts('draftDialog');
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateInvoice();
  const initial = contracts?.find((c) => c.id === initialContractId);
  const form = useDialogForm<DraftValues>({
    resolver: zodResolver(draftSchema),
    defaultValues: defaultsFor(initialContractId, initial),
    fields: fieldNames,
  });
  const { control, setValue } = form;
  // A contract chosen (or the contracts arrived) sets the period to its last complete one.
  const contractId = form.watch('contractId');
  const periodFor = useRef(initial ? initialContractId : '');
  useEffect(() => {
    const contract = contracts?.find((c) => c.id === contractId);
    if (!contract || periodFor.current === contractId) return;
    periodFor.current = contractId;
    const period = lastCompletePeriod(contract);
    setValue('from', period.from, { shouldValidate: true });
    setValue('to', period.to, { shouldValidate: true });
  }, [contractId, contracts, setValue]);

  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      const invoice = await create.mutateAsync({
        contractId: values.contractId,
        body: { from: values.from, to: values.to },
      });
      enqueueSnackbar(t('draftDialog.done'), { variant: 'success' });
      onClose();
      onDrafted(invoice.id);
    }),
  );

  return (
    <FormDialogFrame {...frameStateOf(form)} {...texts} onClose={onClose} onSubmit={onSubmit}>
      <FormTextField
        control={control}
        name="contractId"
        label={t('draftDialog.contract')}
        select
        required
        autoFocus
        helperText={contracts?.length === 0 ? t('draftDialog.noContracts') : undefined}
      >
        {(contracts ?? []).map((contract) => (
          <MenuItem key={contract.id} value={contract.id} dir="auto">
            {contract.code} · {contract.customerName} ({t(`cycles.${contract.billingCycle}`)})
          </MenuItem>
        ))}
      </FormTextField>
      <PeriodDateFields control={control} fromLabel={t('draftDialog.from')} toLabel={t('draftDialog.to')} />
    </FormDialogFrame>
  );
}
