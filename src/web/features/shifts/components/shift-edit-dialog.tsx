import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorParamItem } from '../../../../shared/contract/errors.ts';
import { withCode } from '../../../../shared/contract/field-errors.ts';
import { type Shift, type ShiftBlock, type ShiftUpdateBody, shiftLimits } from '../../../../shared/contract/shifts.ts';
import { z } from '../../../../shared/zod.ts';
import { CancelSubmitActions, FormDialogFrame, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useEligibilityText } from '../../../lib/eligibility-texts.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { isoToZonedLocal, zonedLocalToIso } from '../../../lib/zoned-time.ts';
import { useUpdateShift } from '../api/shifts.ts';
import { emptyShiftFields, ShiftFields, type ShiftFieldValues, shiftFieldsShape } from './shift-fields.tsx';

const formSchema = z
  .object({
    ...shiftFieldsShape,
    overrideReason: z.string().max(shiftLimits.reason, withCode('validation.too_long')),
  })
  .refine((v) => !v.startAt || !v.endAt || v.endAt > v.startAt, {
    message: 'validation.after_start',
    path: ['endAt'],
  });
type FormValues = z.infer<typeof formSchema>;
const fieldNames = ['post', 'startAt', 'endAt', 'headcount', 'requiredRole', 'notes', 'overrideReason'] as const;
const emptyValues: FormValues = { ...emptyShiftFields, overrideReason: '' };

/** Someone on the shift whom the change blocks: who, the block codes, and their params (`shift.ineligible`). */
export interface BlockedPerson {
  userId: string;
  name: string;
  blocks: string[];
  params: Record<string, string | number>;
}

/** The people of a `shift.ineligible` refusal of an edit, or undefined for any other failure. */
function blockedPeopleOf(error: unknown): BlockedPerson[] | undefined {
  if (!isApiError(error) || error.code !== 'shift.ineligible') return undefined;
  const people = error.params?.people;
  if (!Array.isArray(people)) return undefined;
  return (people as ErrorParamItem[]).map(({ userId, name, blocks, ...params }) => ({
    userId: String(userId),
    name: String(name),
    blocks: Array.isArray(blocks) ? blocks : [],
    params: Object.fromEntries(Object.entries(params).filter(([, v]) => !Array.isArray(v))) as BlockedPerson['params'],
  }));
}

/** Each blocked person and why, in words. */
export function BlockedPeople({ people }: { people: readonly BlockedPerson[] }) {
  const ruleText = useEligibilityText();
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {people.map((person) => (
        <li key={person.userId}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            <bdi>{person.name}</bdi>
          </Typography>
          <Typography component="span" variant="body2">
            {': '}
            {person.blocks
              .map((code) => ruleText({ code, message: code, params: person.params } as unknown as ShiftBlock))
              .join('; ')}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function valuesOf(shift: Shift): FormValues {
  return {
    post: shift.post,
    startAt: isoToZonedLocal(shift.startAt, shift.eventTimeZone),
    endAt: isoToZonedLocal(shift.endAt, shift.eventTimeZone),
    headcount: String(shift.headcount),
    requiredRole: shift.requiredRole,
    notes: shift.notes ?? '',
    overrideReason: '',
  };
}

/** What the form changes on the shift: only the fields that differ. */
function changesOf(shift: Shift, values: FormValues): Omit<ShiftUpdateBody, 'override'> {
  const changes: Omit<ShiftUpdateBody, 'override'> = {};
  const startAt = values.startAt ? zonedLocalToIso(values.startAt, shift.eventTimeZone) : shift.startAt;
  const endAt = values.endAt ? zonedLocalToIso(values.endAt, shift.eventTimeZone) : shift.endAt;
  if (values.post.trim() !== shift.post) changes.post = values.post.trim();
  if (Date.parse(startAt) !== Date.parse(shift.startAt)) changes.startAt = startAt;
  if (Date.parse(endAt) !== Date.parse(shift.endAt)) changes.endAt = endAt;
  if (Number(values.headcount) !== shift.headcount) changes.headcount = Number(values.headcount);
  if (values.requiredRole !== shift.requiredRole) changes.requiredRole = values.requiredRole;
  const notes = values.notes.trim() || null;
  if (notes !== shift.notes) changes.notes = notes;
  return changes;
}

/**
 * "Edit shift": post, local start and end in the event's time zone, headcount, required role, notes. When new times
 * or a new role block people on the shift, the server refuses and names them: the dialog shows who and why and
 * offers to save anyway with a reason, asked beside them (docs/product/shifts.md#editing-a-shift).
 */
export function ShiftEditDialog({ shift, onClose }: { shift: Shift | null; onClose: () => void }) {
  const { t } = useTranslation(['shifts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateShift(shift?.id ?? '');
  const form = useDialogForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: shift ? valuesOf(shift) : emptyValues,
    fields: fieldNames,
  });
  const { control, reset, setFormError, setError } = form;
  /** The refusal's people, with the changes they were refused for. */
  const [blocked, setBlocked] = useState<{ people: BlockedPerson[]; key: string } | null>(null);
  const open = shift !== null;
  // Filled when the dialog opens for a shift; a live refresh of the same shift keeps what is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: by the shift's id, not by each refresh of it
  useEffect(() => {
    if (shift) reset(valuesOf(shift));
    setBlocked(null);
  }, [shift?.id, reset]);
  const values = useWatch({ control }) as FormValues;
  const current = shift ? JSON.stringify(changesOf(shift, { ...valuesOf(shift), ...values })) : '';
  const showBlocked = blocked !== null && blocked.key === current;

  const close = () => {
    setFormError(null);
    setBlocked(null);
    onClose();
  };
  const onSubmit = form.handleSubmit((submitted) =>
    form.attempt(async () => {
      if (!shift) return;
      const changes = changesOf(shift, submitted);
      if (Object.keys(changes).length === 0) {
        close();
        return;
      }
      const reason = submitted.overrideReason.trim();
      if (showBlocked && reason === '') {
        setError('overrideReason', { type: 'required', message: 'shift.reason_required' });
        return;
      }
      const body: ShiftUpdateBody = showBlocked ? { ...changes, override: { reason } } : changes;
      try {
        await update.mutateAsync(body);
      } catch (error) {
        const people = blockedPeopleOf(error);
        if (!people) throw error;
        setBlocked({ people, key: JSON.stringify(changes) });
        return;
      }
      enqueueSnackbar(t('edit.saved'), { variant: 'success' });
      close();
    }),
  );

  return (
    <FormDialogFrame
      open={open}
      title={t('edit.title')}
      busy={form.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => setFormError(null)}
      actions={
        <CancelSubmitActions
          busy={form.isSubmitting}
          onCancel={close}
          submitLabel={t(showBlocked ? 'edit.saveAnyway' : 'edit.save')}
          submitColor={showBlocked ? 'warning' : undefined}
        />
      }
    >
      <ShiftFields control={control as unknown as Control<ShiftFieldValues>} zone={shift?.eventTimeZone} />
      {showBlocked ? (
        <>
          <Alert severity="warning" role="alert">
            <AlertTitle>{t('edit.blockedTitle')}</AlertTitle>
            <BlockedPeople people={blocked.people} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('edit.blockedBody')}
            </Typography>
          </Alert>
          <FormTextField
            control={control}
            name="overrideReason"
            label={t('edit.reason')}
            required
            multiline
            minRows={2}
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: shiftLimits.reason } }}
          />
        </>
      ) : null}
    </FormDialogFrame>
  );
}
