import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../lib/apply-server-errors.ts';
import { useSnackbar } from '../lib/notify.ts';
import { useCheckedForm } from '../lib/use-checked-form.ts';
import { BusySubmitButton, type DisabledReason, FormErrorAlert } from './form-parts.tsx';

/**
 * A dialog that is one form: the title, the form's error message, the fields in a column, Cancel and submit at
 * the foot (or other `actions`). Full screen on a phone; while `busy` (sending) it cannot be dismissed.
 */
export function FormDialogFrame({
  open = true,
  title,
  closeButton = false,
  maxWidth = 'sm',
  busy,
  onClose,
  onSubmit,
  lead,
  formError,
  onFormErrorClose,
  submitLabel,
  submitDisabledReason,
  actions = (
    <CancelSubmitActions
      busy={busy}
      submitDisabledReason={submitDisabledReason}
      submitLabel={submitLabel}
      onCancel={onClose}
    />
  ),
  actionsWrap = false,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  /** A close (✕) button at the title's end, besides Cancel. */
  closeButton?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  /** What stands above the form's error message (what the form is about). */
  lead?: ReactNode;
  /** The message above the fields (`useDialogForm`'s), dismissible; none where the form shows its own. */
  formError?: string | null;
  onFormErrorClose?: () => void;
  /**
   * The submit button's label and, when it is off for a reason that is no field's (beyond while busy), that
   * reason, shown beside it; for the usual Cancel and submit.
   */
  submitLabel?: ReactNode;
  submitDisabledReason?: DisabledReason;
  /** Other buttons than the usual Cancel and submit. */
  actions?: ReactNode;
  /** The buttons wrap, with a gap, where a hint stands before them. */
  actionsWrap?: boolean;
  children: ReactNode;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { t } = useTranslation('common');
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        {closeButton ? (
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>
              {title}
            </Box>
            <IconButton onClick={onClose} disabled={busy} aria-label={t('actions.close')} sx={{ p: 1.25 }}>
              <CloseRounded />
            </IconButton>
          </DialogTitle>
        ) : (
          <DialogTitle id={titleId}>{title}</DialogTitle>
        )}
        <DialogContent dividers>
          <Stack spacing={1}>
            {lead}
            {formError === undefined ? null : (
              <FormErrorAlert message={formError} onClose={onFormErrorClose} sx={{ mb: 1 }} />
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions
          sx={actionsWrap ? { px: 3, py: 2, gap: 1, flexWrap: 'wrap' } : { px: 3, py: 2, flexWrap: 'wrap', rowGap: 1 }}
        >
          {actions}
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * Cancel and the submit button of a form dialog; while `busy` both wait and the submit button spins.
 * `touchSized` makes them a finger's height (the forms filed from a phone in the field).
 */
export function CancelSubmitActions({
  busy,
  submitDisabledReason,
  submitLabel,
  onCancel,
  touchSized = false,
  submitColor,
  form,
}: {
  busy: boolean;
  /** Why the submit is off beyond while busy (not a field's fault: those show beside the fields on submit). */
  submitDisabledReason?: DisabledReason;
  submitLabel: ReactNode;
  onCancel: () => void;
  touchSized?: boolean;
  submitColor?: ButtonProps['color'];
  /** The id of the form the submit button sends, where the buttons stand outside it. */
  form?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button onClick={onCancel} disabled={busy} sx={touchSized ? { minHeight: 44 } : undefined}>
        {t('actions.cancel')}
      </Button>
      <BusySubmitButton
        busy={busy}
        disabledReason={submitDisabledReason}
        form={form}
        color={submitColor}
        sx={touchSized ? { minHeight: 44, minWidth: 96 } : undefined}
      >
        {submitLabel}
      </BusySubmitButton>
    </>
  );
}

/**
 * The message above a form (`FormErrorAlert`) and a way to send it: `attempt` clears the message, runs the
 * sending, and on a refusal puts the server's field messages beside `fields` or, naming none of them, above.
 */
export function useFormError<T extends FieldValues>(fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = async (send: () => Promise<void>) => {
    setFormError(null);
    try {
      await send();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError) ?? null);
    }
  };
  return { formError, setFormError, attempt };
}

/**
 * A dialog's form, checked as it is typed, with its message above the fields (`useFormError`): what
 * `FormDialogFrame` and the bound fields need.
 */
export function useDialogForm<TIn extends FieldValues, TOut = TIn>({
  resolver,
  defaultValues,
  fields,
}: {
  resolver: Resolver<TIn, unknown, TOut>;
  defaultValues: DefaultValues<TIn>;
  /** The fields a server refusal may name. */
  fields: readonly Path<TIn>[];
}) {
  const form = useCheckedForm<TIn, TOut>({ resolver, defaultValues });
  return { ...form, ...useFormError(fields, form.setError) };
}

/** What `FormDialogFrame` shows of a `useDialogForm` form: busy while it sends, and its message above the fields. */
export function frameStateOf(form: {
  isSubmitting: boolean;
  formError: string | null;
  setFormError: (message: string | null) => void;
}) {
  return { busy: form.isSubmitting, formError: form.formError, onFormErrorClose: () => form.setFormError(null) };
}

/**
 * Saves a record from its add-or-edit dialog: updates the record `id` or, with none, creates one; then says so
 * (`doneText`), hands the saved record to `onSaved` and closes.
 */
export function useSaveRecord<TBody, TSaved>({
  id,
  create,
  update,
  doneText,
  onSaved,
  onClose,
}: {
  id: string | undefined;
  create: { mutateAsync: (body: TBody) => Promise<TSaved> };
  update: { mutateAsync: (variables: { id: string; body: TBody }) => Promise<TSaved> };
  doneText: (saved: TSaved) => string;
  onSaved?: ((saved: TSaved) => void) | undefined;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  return async (body: TBody) => {
    const saved = id === undefined ? await create.mutateAsync(body) : await update.mutateAsync({ id, body });
    enqueueSnackbar(doneText(saved), { variant: 'success' });
    onSaved?.(saved);
    onClose();
  };
}
