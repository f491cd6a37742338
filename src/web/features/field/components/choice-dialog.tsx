import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface Choice<T> {
  value: T;
  label: ReactNode;
  detail?: ReactNode;
}

/** A short list of big buttons to pick from (which event to clock in to, how long a break is). */
export function ChoiceDialog<T extends string | number>({
  open,
  title,
  choices,
  cancelLabel,
  columns = 1,
  onChoose,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  choices: readonly Choice<T>[];
  cancelLabel: ReactNode;
  columns?: 1 | 2 | 3;
  onChoose: (value: T) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5, pt: 0.5 }}>
          {choices.map((choice) => (
            <Button
              key={choice.value}
              variant="outlined"
              size="large"
              onClick={() => onChoose(choice.value)}
              sx={{ minHeight: 56, flexDirection: 'column', alignItems: 'stretch', textAlign: 'start', py: 1 }}
            >
              <Typography component="span" sx={{ fontWeight: 600, textAlign: columns > 1 ? 'center' : 'start' }}>
                {choice.label}
              </Typography>
              {choice.detail ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {choice.detail}
                </Typography>
              ) : null}
            </Button>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {cancelLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
