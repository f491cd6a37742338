import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../lib/apply-server-errors.ts';

/**
 * A dialog that is one form: the title, the fields in a column, the buttons at the foot (`actions`, usually
 * `CancelSubmitActions`). Full screen on a phone; while `busy` (sending) it cannot be dismissed.
 */
export function FormDialogFrame({
  open = true,
  title,
  closeButton = false,
  maxWidth = 'sm',
  busy,
  onClose,
  onSubmit,
  actions,
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
  actions: ReactNode;
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
          <Stack spacing={1}>{children}</Stack>
        </DialogContent>
        <DialogActions sx={actionsWrap ? { px: 3, py: 2, gap: 1, flexWrap: 'wrap' } : { px: 3, py: 2 }}>
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
  submitDisabled,
  submitLabel,
  onCancel,
  touchSized = false,
}: {
  busy: boolean;
  /** Beyond while busy. */
  submitDisabled: boolean;
  submitLabel: ReactNode;
  onCancel: () => void;
  touchSized?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button onClick={onCancel} disabled={busy} sx={touchSized ? { minHeight: 44 } : undefined}>
        {t('actions.cancel')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={submitDisabled || busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
        sx={touchSized ? { minHeight: 44, minWidth: 96 } : undefined}
      >
        {submitLabel}
      </Button>
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
