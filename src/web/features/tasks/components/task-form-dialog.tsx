import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useEffect } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { withCode } from '../../../../shared/contract/field-errors.ts';
import { type Task, taskLimits, taskPriorities } from '../../../../shared/contract/tasks.ts';
import { z } from '../../../../shared/zod.ts';
import { FormDateTimeField } from '../../../components/form-date-time-field.tsx';
import { FormDialogFrame, useDialogForm, useSaveRecord } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useCreateTask } from '../api/create-task.ts';
import { useTaskOptions } from '../api/get-task-options.ts';
import { useUpdateTask } from '../api/update-task.ts';

/** The form's own shape: selects and the local date-time input hold strings; '' means none. */
const formSchema = z.object({
  title: z.string().trim().min(1, 'validation.title_required').max(taskLimits.title, withCode('validation.too_long')),
  description: z.string().max(taskLimits.description, withCode('validation.too_long')),
  eventId: z.string(),
  assignedTo: z.string(),
  dueAt: z.string().refine((v) => v === '' || !Number.isNaN(new Date(v).getTime()), 'validation.invalid_date_time'),
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
  const { t } = useTranslation(['tasks', 'common']);
  const editing = Boolean(task);
  const options = useTaskOptions(open);
  const form = useDialogForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(task),
    fields: fieldNames,
  });
  const { control, reset, setFormError } = form;

  // Each opening starts from the task being edited (or a blank form).
  useEffect(() => {
    if (open) reset(valuesOf(task));
  }, [open, task, reset]);

  const close = () => {
    reset(defaults);
    setFormError(null);
    onClose();
  };

  const save = useSaveRecord({
    id: task?.id,
    create: useCreateTask(),
    update: useUpdateTask(),
    doneText: (saved) => t(task ? 'form.saved' : 'form.added', { title: saved.title }),
    onClose: close,
  });

  const onSubmit = form.handleSubmit((values) =>
    form.attempt(() =>
      save({
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
      }),
    ),
  );

  // The task's own event and assignee stay choosable even when the options no longer list them.
  const withCurrent = (list: { id: string; name: string }[], id: string | null | undefined, name: string | null) =>
    id && !list.some((item) => item.id === id) ? [{ id, name: name ?? id }, ...list] : list;
  const events = withCurrent(options.data?.events ?? [], task?.eventId, task?.eventName ?? null);
  const people = withCurrent(options.data?.people ?? [], task?.assignedTo, task?.assigneeName ?? null);
  return (
    <FormDialogFrame
      open={open}
      title={t(editing ? 'form.editTitle' : 'form.title')}
      busy={form.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => setFormError(null)}
      submitLabel={editing ? t('common:actions.save') : t('form.add')}
    >
      <FormTextField control={control} name="title" label={t('form.taskTitle')} required autoFocus />
      <FormTextField control={control} name="description" label={t('form.description')} multiline minRows={2} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OptionalChoiceField control={control} name="eventId" choices={events} />
        <OptionalChoiceField control={control} name="assignedTo" choices={people} />
        <FormDateTimeField control={control} name="dueAt" label={t('form.dueAt')} />
        <FormTextField control={control} name="priority" label={t('form.priority')} select>
          {taskPriorities.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`priority.${p}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
    </FormDialogFrame>
  );
}

/** The label of each optional choice and of its first choice, none. */
const optionalChoiceTexts = {
  eventId: { label: 'form.event', none: 'form.noEvent' },
  assignedTo: { label: 'form.assignee', none: 'form.nobody' },
} as const;

/** A select of named records whose first choice, '', is none of them. */
function OptionalChoiceField({
  control,
  name,
  choices,
}: {
  control: Control<FormValues>;
  name: keyof typeof optionalChoiceTexts;
  choices: { id: string; name: string }[];
}) {
  const { t } = useTranslation('tasks');
  const texts = optionalChoiceTexts[name];
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(texts.label)}
      select
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t(texts.none)}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
