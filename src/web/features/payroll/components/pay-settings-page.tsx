import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GustoColumns,
  gustoColumnKeys,
  gustoDefaultColumns,
  gustoOptionalColumns,
  type PaySettings,
  type PaySettingsBody,
  payrollProviders,
  paySettingsBodySchema,
} from '../../../../shared/contract/payroll.ts';
import { payFrequencies } from '../../../../shared/payroll-rules.ts';
import { useFormError } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { BusySubmitButton, FormErrorAlert, useUnchangedReason } from '../../../components/form-parts.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { bodyResolver, type Converted, numberOf } from '../../../lib/body-resolver.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useHolidayCalendarOptions, usePaySettings, useSavePaySettings } from '../api/pay-runs.ts';

/** The form holds text; the body the API takes is checked by the API's own schema (paths are the same). */
interface SettingsValues {
  frequency: PaySettings['frequency'];
  anchorDate: string;
  dailyOtAfterMinutes: string;
  dailyDtAfterMinutes: string;
  holidayPayPct: string;
  holidayCalendarId: string;
  provider: string;
  companyCode: string;
  earningCodes: { OT: string; DT: string; HOL: string };
  gustoColumns: Record<keyof GustoColumns, string>;
}

const fieldNames = [
  'frequency',
  'anchorDate',
  'dailyOtAfterMinutes',
  'dailyDtAfterMinutes',
  'holidayPayPct',
  'holidayCalendarId',
  'provider',
  'companyCode',
  'earningCodes.OT',
  'earningCodes.DT',
  'earningCodes.HOL',
  ...gustoColumnKeys.map((key) => `gustoColumns.${key}` as const),
] as const;

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function converted(values: SettingsValues): Converted {
  const errors: Record<string, string> = {};
  return {
    body: {
      frequency: values.frequency,
      anchorDate: values.anchorDate,
      dailyOtAfterMinutes: numberOf(errors, 'dailyOtAfterMinutes', values.dailyOtAfterMinutes, whole, true),
      dailyDtAfterMinutes: numberOf(errors, 'dailyDtAfterMinutes', values.dailyDtAfterMinutes, whole, true),
      holidayPayPct: numberOf(errors, 'holidayPayPct', values.holidayPayPct, whole),
      holidayCalendarId: values.holidayCalendarId || null,
      provider: values.provider || null,
      companyCode: values.companyCode,
      earningCodes: values.earningCodes,
      gustoColumns: values.gustoColumns,
    },
    errors,
  };
}

// Issues stand at their whole path: `earningCodes.OT`, `gustoColumns.title`.
const resolver = bodyResolver<SettingsValues, PaySettingsBody>(paySettingsBodySchema, converted, {}, 2);

function valuesOf(settings: PaySettings): SettingsValues {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    frequency: settings.frequency,
    anchorDate: settings.anchorDate,
    dailyOtAfterMinutes: text(settings.dailyOtAfterMinutes),
    dailyDtAfterMinutes: text(settings.dailyDtAfterMinutes),
    holidayPayPct: text(settings.holidayPayPct),
    holidayCalendarId: settings.holidayCalendarId ?? '',
    provider: settings.provider ?? '',
    companyCode: settings.companyCode ?? '',
    earningCodes: {
      OT: settings.earningCodes.OT ?? '',
      DT: settings.earningCodes.DT ?? '',
      HOL: settings.earningCodes.HOL ?? '',
    },
    gustoColumns: Object.fromEntries(
      gustoColumnKeys.map((key) => [key, settings.gustoColumns[key] ?? '']),
    ) as SettingsValues['gustoColumns'],
  };
}

/**
 * The client's pay settings (docs/product/payroll-runs.md#pay-settings-and-payroll-ids-api): how often and from
 * when it pays, daily overtime and double time, holiday pay and its calendar, the payroll provider with its codes,
 * and the column titles of a Gusto template. The weekly threshold, multiplier and week start are the scheduling
 * settings'.
 */
export default function PaySettingsPage() {
  const { t } = useTranslation(['payRuns', 'common']);
  const settings = usePaySettings();
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {settings.error ? (
        <RetryAlert onRetry={() => void settings.refetch()}>{translateError(settings.error)}</RetryAlert>
      ) : settings.data ? (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : (
        <Skeleton variant="rounded" height={520} aria-label={t('common:states.loading')} />
      )}
    </Stack>
  );
}

function Group({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography variant="h6" component="legend" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {help}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

function SettingsForm({ settings }: { settings: PaySettings }) {
  const { t } = useTranslation(['payRuns', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePaySettings();
  const calendars = useHolidayCalendarOptions();
  const initial = valuesOf(settings);
  const form = useCheckedForm<SettingsValues, PaySettingsBody>({ resolver, defaultValues: initial });
  const { formError, setFormError, attempt } = useFormError(fieldNames, form.setError);
  const unchanged = useUnchangedReason(true, form.isDirty);
  const { control } = form;
  const shrink = { inputLabel: { shrink: true } };

  const onSubmit = form.handleSubmit((body) =>
    attempt(async () => {
      await save.mutateAsync(body);
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
    }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={3}>
          <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
          <Group title={t('settings.period')} help={t('settings.periodHelp')}>
            <FormTextField control={control} name="frequency" label={t('settings.fields.frequency')} select required>
              {payFrequencies.map((frequency) => (
                <MenuItem key={frequency} value={frequency}>
                  {t(`frequencies.${frequency}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="anchorDate"
              label={t('settings.fields.anchorDate')}
              helperText={t('settings.help.anchorDate')}
              type="date"
              required
              slotProps={shrink}
            />
          </Group>
          <Group title={t('settings.overtime')} help={t('settings.overtimeHelp')}>
            <FormTextField
              control={control}
              name="dailyOtAfterMinutes"
              label={t('settings.fields.dailyOtAfterMinutes')}
              helperText={t('settings.help.dailyMinutes')}
              type="number"
              deps={['dailyDtAfterMinutes']}
            />
            <FormTextField
              control={control}
              name="dailyDtAfterMinutes"
              label={t('settings.fields.dailyDtAfterMinutes')}
              helperText={t('settings.help.dailyMinutes')}
              type="number"
            />
            <FormTextField
              control={control}
              name="holidayPayPct"
              label={t('settings.fields.holidayPayPct')}
              helperText={t('settings.help.holidayPayPct')}
              type="number"
              required
            />
            <FormTextField
              control={control}
              name="holidayCalendarId"
              label={t('settings.fields.holidayCalendarId')}
              helperText={calendars.data?.items.length === 0 ? t('settings.help.noCalendars') : undefined}
              select
            >
              <MenuItem value="">{t('settings.none')}</MenuItem>
              {(calendars.data?.items ?? []).map((calendar) => (
                <MenuItem key={calendar.id} value={calendar.id} dir="auto">
                  {calendar.name}
                </MenuItem>
              ))}
            </FormTextField>
          </Group>
          <Group title={t('settings.provider')} help={t('settings.providerHelp')}>
            <FormTextField control={control} name="provider" label={t('settings.fields.provider')} select>
              <MenuItem value="">{t('settings.none')}</MenuItem>
              {payrollProviders.map((provider) => (
                <MenuItem key={provider} value={provider}>
                  {t(`providers.${provider}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="companyCode"
              label={t('settings.fields.companyCode')}
              helperText={t('settings.help.companyCode')}
            />
            {(['OT', 'DT', 'HOL'] as const).map((type) => (
              <FormTextField
                key={type}
                control={control}
                name={`earningCodes.${type}`}
                label={t('settings.fields.earningCode', { type: t(`rateTypes.${type}`) })}
              />
            ))}
          </Group>
          <Group title={t('settings.gusto')} help={t('settings.gustoHelp')}>
            {gustoColumnKeys.map((key) => (
              <FormTextField
                key={key}
                control={control}
                name={`gustoColumns.${key}`}
                label={t(`settings.gustoColumns.${key}`)}
                helperText={
                  (gustoOptionalColumns as readonly string[]).includes(key)
                    ? t('settings.help.gustoOptional', { title: gustoDefaultColumns[key] })
                    : t('settings.help.gustoRequired', { title: gustoDefaultColumns[key] })
                }
                slotProps={{ htmlInput: { dir: 'ltr' } }}
              />
            ))}
          </Group>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
            <Button onClick={() => form.reset(initial)} disabled={!form.isDirty || form.isSubmitting}>
              {t('common:actions.cancel')}
            </Button>
            <BusySubmitButton busy={form.isSubmitting} disabledReason={unchanged}>
              {t('common:actions.save')}
            </BusySubmitButton>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
