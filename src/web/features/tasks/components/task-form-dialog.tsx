import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Task, taskPriorities } from '../../../../shared/contract/tasks.ts';
import { z } from '../../../../shared/zod.ts';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useTaskOptions } from '../api/get-task-options.ts';
import { useUpdateTask } from '../api/update-task.ts';

/** The form's own shape: selects and the local date-time input hold strings; '' means none. */
const formSchema = z.object({
  title: z.string().trim().min(1, 'You must enter a title').max(200, 'At most 200 characters'),
  description: z.string().max(4000, 'At most 4000 characters'),
  eventId: z.string(),
  assignedTo: z.string(),
  dueAt: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), 'Must be an ISO 8601 date-time'),
  priority: z.enum(taskPriorities),
});
type FormValues = z.infer<typeof formSchema>;
const fieldNames = ['title', 'description', 'eventId', 'assignedTo', 'dueAt', 'priority'] as const;

const defaults: FormValues = { title: '', description: '', eventId: '', assignedTo: '', dueAt: '', priority: 'normal' };

/** An ISO time as the value of a datetime-local input, in the browser's time zone. */
function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function valuesOf(task: Task | null | undefined): FormValues {
  if (!task) return defaults;
  return {
    title: task.title,
    description: task.description ?? '',
    eventId: task.eventId ?? '',
    assignedTo: task.assignedTo ?? '',
    dueAt: localInputValue(task.dueAt),
    priority: task.priority,
  };
}

export interface TaskFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The task to edit; without it the dialog adds a new one. */
  task?: Task | null;
}

/**
 * 'New task' or 'Edit task': title, description, event, assignee, due time and priority; the server's 400s land by
 * their fields.
 */
export function TaskFormDialog({ open, onClose, task }: TaskFormDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const { t } = useTranslation(['tasks', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateTask();
  const update = useUpdateTask();
  const editing = Boolean(task);
  const options = useTaskOptions(open);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isValid, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onChange', defaultValues: valuesOf(task) });

  // Each opening starts from the task being edited (or a blank form).
  useEffect(() => {
    if (open) reset(valuesOf(task));
  }, [open, task, reset]);

  const close = () => {
    reset(defaults);
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const body = {
        title: values.title,
        description: values.description.trim() || null,
        eventId: values.eventId || null,
        assignedTo: values.assignedTo || null,
        // An unchanged due time keeps its exact value (the input shows minutes only).
        dueAt:
          task && values.dueAt === localInputValue(task.dueAt)
            ? task.dueAt
            : values.dueAt
              ? new Date(values.dueAt).toISOString()
              : null,
        priority: values.priority,
      };
      if (task) {
        const saved = await update.mutateAsync({ id: task.id, body });
        enqueueSnackbar(t('form.saved', { title: saved.title }), { variant: 'success' });
      } else {
        const saved = await create.mutateAsync(body);
        enqueueSnackbar(t('form.added', { title: saved.title }), { variant: 'success' });
      }
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, fieldNames, setError) ?? null);
    }
  });

  // The task's own event and assignee stay choosable even when the options no longer list them.
  const withCurrent = (list: { id: string; name: string }[], id: string | null | undefined, name: string | null) =>
    id && !list.some((item) => item.id === id) ? [{ id, name: name ?? id }, ...list] : list;
  const events = withCurrent(options.data?.events ?? [], task?.eventId, task?.eventName ?? null);
  const people = withCurrent(options.data?.people ?? [], task?.assignedTo, task?.assigneeName ?? null);
  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
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
        <DialogTitle id={titleId}>{t(editing ? 'form.editTitle' : 'form.title')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={1}>
            <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
            <FormTextField control={control} name="title" label={t('form.taskTitle')} required autoFocus />
            <FormTextField control={control} name="description" label={t('form.description')} multiline minRows={2} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                control={control}
                name="eventId"
                label={t('form.event')}
                select
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('form.noEvent')}</MenuItem>
                {events.map((event) => (
                  <MenuItem key={event.id} value={event.id}>
                    {event.name}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="assignedTo"
                label={t('form.assignee')}
                select
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('form.nobody')}</MenuItem>
                {people.map((person) => (
                  <MenuItem key={person.id} value={person.id}>
                    {person.name}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={control}
                name="dueAt"
                label={t('form.dueAt')}
                type="datetime-local"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField control={control} name="priority" label={t('form.priority')} select>
                {taskPriorities.map((p) => (
                  <MenuItem key={p} value={p}>
                    {t(`priority.${p}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={isSubmitting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {editing ? t('common:actions.save') : t('form.add')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
