import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type HolidayCalendar,
  type HolidayCalendarCreateBody,
  holidayCalendarCreateBodySchema,
  maxHolidayDates,
} from '../../../../shared/contract/billing.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCreateHolidayCalendar, useUpdateHolidayCalendar } from '../api/contracts.ts';
import { bodyResolver, inFieldUnits } from './form-units.ts';

interface CalendarFormValues {
  name: string;
  dates: { date: string; name: string }[];
}

type CalendarBody = { name: string; dates: { date: string; name: string }[] };

const required = (text: string) => (text.trim() === '' ? undefined : text);

/** The dates by day, the earliest first. */
export const sortedDates = <T extends { date: string }>(dates: readonly T[]) =>
  [...dates].sort((a, b) => a.date.localeCompare(b.date));

/** Issues stand at `dates.<row>.date`, so a duplicate day is shown beside its row. */
const resolver = bodyResolver<CalendarFormValues, CalendarBody>(
  holidayCalendarCreateBodySchema,
  (values) => ({
    body: {
      name: required(values.name),
      dates: values.dates.map((row) => ({ date: required(row.date), name: required(row.name) })),
    },
    errors: {},
  }),
  {},
  3,
);

/**
 * Add or edit a holiday calendar: its name and its dates (a day and what it is), a row each, kept by day. A day
 * given twice is shown beside its second row; nothing is sent until every row is right.
 */
export function HolidayCalendarDialog({ calendar, onClose }: { calendar?: HolidayCalendar; onClose: () => void }) {
  const { t } = useTranslation(['contracts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateHolidayCalendar();
  const update = useUpdateHolidayCalendar();
  const initialDates = sortedDates(calendar?.dates ?? []);
  const form = useDialogForm<CalendarFormValues, CalendarBody>({
    resolver,
    defaultValues: { name: calendar?.name ?? '', dates: initialDates },
    fields: ['name', ...Array.from({ length: maxHolidayDates }, (_, i) => `dates.${i}.date` as const)],
  });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'dates' });
  const listError = (form.formState.errors.dates as { message?: string } | undefined)?.message;

  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      const body: HolidayCalendarCreateBody = { name: values.name, dates: sortedDates(values.dates) };
      try {
        if (calendar) await update.mutateAsync({ id: calendar.id, body });
        else await create.mutateAsync(body);
      } catch (error) {
        throw inFieldUnits(error, {}, 3);
      }
      enqueueSnackbar(t(calendar ? 'calendars.saved' : 'calendars.added', { name: values.name }), {
        variant: 'success',
      });
      onClose();
    }),
  );

  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={calendar ? t('calendars.editTitle', { name: calendar.name }) : t('calendars.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={calendar ? t('common:actions.save') : t('calendars.add')}
      submitDisabledReason={calendar && !form.isDirty ? t('common:form.nothingChanged') : null}
    >
      <FormTextField control={control} name="name" label={t('calendars.name')} required autoFocus={!calendar} />
      <Typography variant="subtitle2" component="h3" id="holiday-dates">
        {t('calendars.dates')}
      </Typography>
      {listError ? (
        <Typography color="error" variant="body2" role="alert">
          {translateFieldMessage(listError)}
        </Typography>
      ) : null}
      {rows.fields.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('calendars.noDates')}
        </Typography>
      ) : null}
      <Box component="ul" aria-labelledby="holiday-dates" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.fields.map((row, index) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              display: 'grid',
              columnGap: 1,
              gridTemplateColumns: { xs: '1fr auto', sm: '190px 1fr auto' },
              alignItems: 'start',
            }}
          >
            <FormTextField
              control={control}
              name={`dates.${index}.date`}
              label={t('calendars.date')}
              type="date"
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name={`dates.${index}.name`}
              label={t('calendars.holiday')}
              size="small"
              sx={{ gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: '1 / 2', sm: 'auto' } }}
              slotProps={{ htmlInput: { dir: 'auto' } }}
            />
            <IconButton
              aria-label={t('calendars.removeDate', { index: index + 1 })}
              onClick={() => rows.remove(index)}
              sx={{ mt: 0.5 }}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box>
        <Button
          startIcon={<AddRounded />}
          onClick={() => rows.append({ date: '', name: '' }, { focusName: `dates.${rows.fields.length}.date` })}
          disabled={rows.fields.length >= maxHolidayDates}
        >
          {t('calendars.addDate')}
        </Button>
      </Box>
    </FormDialogFrame>
  );
}
