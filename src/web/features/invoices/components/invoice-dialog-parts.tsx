import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';

/** The sentence under a dialog's title that says what it does, set apart from the first field. */
export function DialogLead({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The title, lead and submit label of a form dialog, from its section of the invoices texts. */
export function useFormDialogTexts(section: 'draftDialog' | 'export') {
  const { t } = useTranslation('invoices');
  return {
    title: t(`${section}.title`),
    lead: <DialogLead>{t(`${section}.lead`)}</DialogLead>,
    submitLabel: t(`${section}.submit`),
  };
}

/** A form's From and To days side by side, both required; To is checked again when From changes. */
export function PeriodDateFields<T extends { from: string; to: string }, TOut>({
  control,
  fromLabel,
  toLabel,
}: {
  control: Control<T, unknown, TOut>;
  fromLabel: string;
  toLabel: string;
}) {
  const to = 'to' as FieldPath<T>;
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Stack direction="row" spacing={1.5}>
      <FormTextField
        control={control}
        name={'from' as FieldPath<T>}
        label={fromLabel}
        type="date"
        required
        deps={[to]}
        slotProps={shrink}
      />
      <FormTextField control={control} name={to} label={toLabel} type="date" required slotProps={shrink} />
    </Stack>
  );
}

/** "Are you sure?" for a mutation: Confirm runs it with `variables`, its refusal shows inside. */
export function MutationConfirmDialog<TData, TVariables>({
  mutation,
  variables,
  onDone,
  ...texts
}: {
  mutation: UseMutationResult<TData, Error, TVariables>;
  variables: TVariables;
  onDone?: (data: TData) => void;
  title: string;
  body: string;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      {...texts}
      pending={mutation.isPending}
      error={mutation.error ? translateError(mutation.error) : null}
      onConfirm={() => mutation.mutate(variables, onDone ? { onSuccess: onDone } : undefined)}
    />
  );
}
