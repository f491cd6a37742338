import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  type BillingSettings,
  type BillingSettingsBody,
  billingSettingsBodySchema,
} from '../../../../shared/contract/billing.ts';
import { useFormError } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { FormErrorAlert, useUnchangedReason } from '../../../components/form-parts.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useBillingSettings, useUpdateBillingSettings } from '../api/contracts.ts';
import { CancelSaveRow } from './billing-fields.tsx';
import { bodyResolver } from './form-units.ts';

const settingFields = [
  'salesAccountCode',
  'taxType',
  'incomeAccount',
  'receivableAccount',
  'taxAccount',
] as const satisfies readonly (keyof BillingSettings)[];

/** Every code is checked (an empty one is missing, not left out), though only the changed ones are sent. */
const resolver = bodyResolver<BillingSettings, BillingSettingsBody>(billingSettingsBodySchema, (values) => ({
  body: Object.fromEntries(
    settingFields.map((field) => [field, values[field].trim() === '' ? undefined : values[field]]),
  ),
  errors: Object.fromEntries(
    settingFields.filter((field) => values[field].trim() === '').map((field) => [field, 'validation.required']),
  ),
}));

/** The account and tax codes the accounting exports write (docs/product/billing-exports.md). */
export default function BillingSettingsPage() {
  const { t } = useTranslation(['contracts', 'common']);
  const settings = useBillingSettings();
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {settings.error ? (
        <RetryAlert onRetry={() => void settings.refetch()}>{translateError(settings.error)}</RetryAlert>
      ) : settings.data ? (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : (
        <Skeleton variant="rounded" height={420} aria-label={t('common:states.loading')} />
      )}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: BillingSettings }) {
  const { t } = useTranslation(['contracts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateBillingSettings();
  const form = useCheckedForm<BillingSettings, BillingSettingsBody>({ resolver, defaultValues: settings });
  const { formError, setFormError, attempt } = useFormError(settingFields, form.setError);
  const unchanged = useUnchangedReason(true, form.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const body = Object.fromEntries(
        Object.entries(values).filter(([field, value]) => value !== settings[field as keyof BillingSettings]),
      ) as BillingSettingsBody;
      if (Object.keys(body).length === 0) {
        form.reset(settings);
        return;
      }
      await update.mutateAsync(body);
      enqueueSnackbar(t('settings.saved'), { variant: 'success' });
    }),
  );

  const group = (title: string, help: string, fields: readonly (typeof settingFields)[number][]) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography variant="h6" component="legend" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {help}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {fields.map((field) => (
          <FormTextField
            key={field}
            control={form.control}
            name={field}
            label={t(`settings.fields.${field}`)}
            helperText={t(`settings.help.${field}`)}
            required
          />
        ))}
      </Box>
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={3}>
          <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
          {group(t('settings.xero'), t('settings.xeroHelp'), ['salesAccountCode', 'taxType'])}
          {group(t('settings.quickbooks'), t('settings.quickbooksHelp'), [
            'incomeAccount',
            'receivableAccount',
            'taxAccount',
          ])}
          <CancelSaveRow
            busy={form.isSubmitting}
            dirty={form.isDirty}
            unchanged={unchanged}
            onCancel={() => form.reset(settings)}
          />
        </Stack>
      </Box>
    </Paper>
  );
}
