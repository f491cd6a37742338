import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorAlert, SubmitButton } from '../../../components/form-parts.tsx';

/**
 * The one-column form of a sign-in page: its message above the fields, dismissible, and the full-width submit
 * button, off until the form is changed and valid.
 */
export function AuthForm({
  label,
  onSubmit,
  form,
  formError,
  onFormErrorClose,
  spacing,
  errorSx,
  submitLabel,
  busyLabel,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  form: { isDirty: boolean; isValid: boolean; isSubmitting: boolean };
  formError: string | null;
  onFormErrorClose: () => void;
  spacing: number;
  errorSx?: SxProps<Theme>;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={label}>
      <Stack spacing={spacing}>
        <FormErrorAlert message={formError} onClose={onFormErrorClose} sx={errorSx} />
        {children}
        <SubmitButton disabled={!form.isDirty || !form.isValid} submitting={form.isSubmitting} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
