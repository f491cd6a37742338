import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOnlySchema } from '../../../../shared/contract/common.ts';
import type { PaySettings } from '../../../../shared/contract/payroll.ts';
import { payPeriodOf } from '../../../../shared/payroll-rules.ts';
import { z } from '../../../../shared/zod.ts';
import { addDaysTo } from '../../../../shared/zoned-time.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useCreatePayRun, usePaySettings } from '../api/pay-runs.ts';
import { formatPeriod } from './pay-format.tsx';

const openSchema = z.object({ periodStart: dateOnlySchema });
type OpenValues = z.infer<typeof openSchema>;

/** Today on the viewer's calendar, following the server's clock. */
function today(): string {
  const now = new Date(serverNowMs());
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The last period of the settings that has ended: the one before the period holding today. */
export function lastEndedPeriod(settings: Pick<PaySettings, 'frequency' | 'anchorDate'>, day = today()) {
  const current = payPeriodOf(day, settings.frequency, settings.anchorDate);
  return payPeriodOf(addDaysTo(current.start, -1), settings.frequency, settings.anchorDate);
}

/**
 * "Open a pay run": the first day of a pay period, by default the last period that has ended. The period's dates
 * follow the pay settings; the server refuses a day that starts none, or a period that has a run.
 */
export function OpenPayRunDialog({ onClose, onOpened }: { onClose: () => void; onOpened: (id: string) => void }) {
  const { t } = useTranslation(['payRuns', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const settings = usePaySettings();
  const create = useCreatePayRun();
  const form = useDialogForm<OpenValues>({
    resolver: zodResolver(openSchema),
    defaultValues: { periodStart: '' },
    fields: ['periodStart'],
  });
  const { control, setValue } = form;
  const periodStart = form.watch('periodStart');
  useEffect(() => {
    if (settings.data && form.getValues('periodStart') === '')
      setValue('periodStart', lastEndedPeriod(settings.data).start, { shouldValidate: true });
  }, [settings.data, setValue, form]);
  const period =
    settings.data && dateOnlySchema.safeParse(periodStart).success
      ? payPeriodOf(periodStart, settings.data.frequency, settings.data.anchorDate)
      : null;

  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      const run = await create.mutateAsync(values.periodStart);
      enqueueSnackbar(t('open.done'), { variant: 'success' });
      onClose();
      onOpened(run.id);
    }),
  );

  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('open.title')}
      lead={
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {t('open.lead')}
        </Typography>
      }
      submitLabel={t('open.submit')}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        control={control}
        name="periodStart"
        label={t('open.periodStart')}
        type="date"
        required
        autoFocus
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={
          period
            ? period.start === periodStart
              ? t('open.period', { period: formatPeriod(period.start, period.end) })
              : t('open.notStart', { start: period.start })
            : settings.error
              ? translateError(settings.error)
              : settings.data
                ? undefined
                : t('common:states.loading')
        }
      />
    </FormDialogFrame>
  );
}
