import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type Contract,
  type ContractLine,
  type ContractLineCreateInput,
  contractLineCreateBodySchema,
  currencyDigits,
  type LineMethod,
  lineMethods,
} from '../../../../shared/contract/billing.ts';
import { callTypes } from '../../../../shared/dispatch-rules.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCreateContractLine, useCustomerEventOptions, useEventPosts } from '../api/contracts.ts';
import { DateField, UnitField } from './billing-fields.tsx';
import { SuggestTextField } from './contract-terms-fields.tsx';
import {
  bodyResolver,
  type Converted,
  centsToMoney,
  hoursToMinutes,
  inFieldUnits,
  minutesToHours,
  moneyToCents,
  numberOf,
  perMinorUnit,
  perMinute,
  type UnitScales,
} from './form-units.ts';

export interface LineFormValues {
  eventId: string;
  post: string;
  itemCode: string;
  description: string;
  method: LineMethod;
  /** A per-call line's call type ('' for none). */
  callType: string;
  /** Money in the contract's currency, as typed. */
  billRateCents: string;
  /** A fixed line's amount per period; a per-call line's price per call. */
  fixedCents: string;
  /** Hours a week. */
  contractedMinutesPerWeek: string;
  effectiveFrom: string;
  effectiveTo: string;
}

const lineFields = [
  'eventId',
  'post',
  'itemCode',
  'description',
  'method',
  'callType',
  'billRateCents',
  'fixedCents',
  'contractedMinutesPerWeek',
  'effectiveFrom',
  'effectiveTo',
] as const satisfies readonly (keyof LineFormValues)[];

const required = (text: string) => (text.trim() === '' ? undefined : text);

/** The line's body: money to minor units of the contract's currency (`digits` decimals), hours to minutes. */
export function lineBodyOf(values: LineFormValues, digits: number): Converted {
  const errors: Record<string, string> = {};
  const money = (text: string) => moneyToCents(text, digits);
  const hourly = values.method === 'hourly';
  // A per-call line has no post and no contracted hours: whatever the hidden fields still hold is not sent.
  const perCall = values.method === 'per_call';
  // An event or a date left empty is missing, not malformed.
  for (const field of ['eventId', 'effectiveFrom'] as const) {
    if (values[field] === '') errors[field] = 'validation.required';
  }
  const body = {
    eventId: required(values.eventId),
    post: perCall ? null : values.post,
    itemCode: required(values.itemCode),
    description: required(values.description),
    method: values.method,
    callType: perCall ? values.callType || null : undefined,
    billRateCents: hourly ? numberOf(errors, 'billRateCents', values.billRateCents, money, true) : null,
    fixedCents: hourly ? null : numberOf(errors, 'fixedCents', values.fixedCents, money, true),
    contractedMinutesPerWeek: perCall
      ? null
      : numberOf(errors, 'contractedMinutesPerWeek', values.contractedMinutesPerWeek, hoursToMinutes, true),
    effectiveFrom: required(values.effectiveFrom),
    effectiveTo: values.effectiveTo || null,
  };
  return { body, errors };
}

function lineScales(digits: number): UnitScales {
  return {
    billRateCents: perMinorUnit(digits),
    fixedCents: perMinorUnit(digits),
    contractedMinutesPerWeek: perMinute,
  };
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** A new line, or a new version of `from` (same event, post and item, a new rate from a later day). */
function defaultsOf(from: ContractLine | undefined, digits: number): LineFormValues {
  if (!from) {
    return {
      eventId: '',
      post: '',
      itemCode: '',
      description: '',
      method: 'hourly',
      callType: '',
      billRateCents: '',
      fixedCents: '',
      contractedMinutesPerWeek: '',
      effectiveFrom: today(),
      effectiveTo: '',
    };
  }
  const later = nextDay(from.effectiveFrom);
  return {
    eventId: from.eventId,
    post: from.post ?? '',
    itemCode: from.itemCode,
    description: from.description,
    method: from.method,
    callType: from.callType ?? '',
    billRateCents: from.billRateCents === null ? '' : centsToMoney(from.billRateCents, digits),
    fixedCents: from.fixedCents === null ? '' : centsToMoney(from.fixedCents, digits),
    contractedMinutesPerWeek:
      from.contractedMinutesPerWeek === null ? '' : minutesToHours(from.contractedMinutesPerWeek),
    effectiveFrom: today() > later ? today() : later,
    effectiveTo: '',
  };
}

/** Hourly, fixed or per call, as buttons a keyboard moves between. */
function MethodToggle({ control }: { control: Control<LineFormValues, unknown, ContractLineCreateInput> }) {
  const { t } = useTranslation('contracts');
  const { field } = useController({ control, name: 'method' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <FormLabel id="line-method">{t('lines.method')}</FormLabel>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby="line-method"
        value={field.value}
        onChange={(_event, next: LineMethod | null) => {
          if (next) field.onChange(next);
        }}
      >
        {lineMethods.map((method) => (
          <ToggleButton key={method} value={method}>
            {t(`methods.${method}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/**
 * Add a line to a contract, or a new rate for one (`from`): the event (one of the contract's customer's), the post
 * (the event's shift posts offered), what is sold and at what rate, in force from a day. Money is typed in the
 * contract's currency and sent in its minor units; hours a week are sent as minutes.
 */
export function ContractLineDialog({
  contract,
  from,
  onClose,
}: {
  contract: Pick<Contract, 'id' | 'customerId' | 'currency' | 'lines'>;
  from?: ContractLine | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['contracts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const digits = currencyDigits(contract.currency);
  const events = useCustomerEventOptions(contract.customerId);
  const create = useCreateContractLine(contract.id);
  const form = useDialogForm<LineFormValues, ContractLineCreateInput>({
    resolver: bodyResolver(contractLineCreateBodySchema, (values) => lineBodyOf(values, digits), lineScales(digits)),
    defaultValues: defaultsOf(from, digits),
    fields: lineFields,
  });
  const { control } = form;
  const [eventId, method] = useWatch({ control, name: ['eventId', 'method'] });
  const shiftPosts = useEventPosts(eventId);
  const linePosts = contract.lines.filter((line) => line.eventId === eventId && line.post).map((line) => line.post);
  const posts = [...new Set([...shiftPosts, ...(linePosts as string[])])].sort((a, b) => a.localeCompare(b));
  const eventOptions = events.data?.items ?? [];
  // The event of the line a new rate is for, even when it is not among the newest 100.
  const fromEvent =
    from && !eventOptions.some((event) => event.id === from.eventId)
      ? [{ id: from.eventId, eventName: from.eventName }]
      : [];

  const onSubmit = form.handleSubmit((body) =>
    form.attempt(async () => {
      await create.mutateAsync(body).catch((error: unknown) => {
        throw inFieldUnits(error, lineScales(digits));
      });
      enqueueSnackbar(t('lines.added', { item: body.itemCode }), { variant: 'success' });
      onClose();
    }),
  );

  const hourly = method === 'hourly';
  const perCall = method === 'per_call';
  const amountLabel = hourly ? t('lines.rate') : perCall ? t('lines.callPrice') : t('lines.fixedAmount');
  const amountHelp = hourly ? t('lines.rateHelp') : perCall ? t('lines.callPriceHelp') : t('lines.fixedHelp');

  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={from ? t('lines.newRateTitle', { item: from.itemCode }) : t('lines.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={from ? t('lines.addRate') : t('lines.add')}
    >
      <FormTextField
        control={control}
        name="eventId"
        label={t('lines.event')}
        select
        required
        autoFocus={!from}
        disabled={Boolean(from)}
      >
        {[...fromEvent, ...eventOptions].map((event) => (
          <MenuItem key={event.id} value={event.id} dir="auto">
            {event.eventName}
          </MenuItem>
        ))}
      </FormTextField>
      {perCall ? null : (
        <SuggestTextField
          control={control}
          name="post"
          label={t('lines.post')}
          options={posts}
          dir="auto"
          helperText={t('lines.postHelp')}
        />
      )}
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormTextField control={control} name="itemCode" label={t('lines.itemCode')} required />
        <FormTextField control={control} name="description" label={t('lines.description')} required />
      </Box>
      <MethodToggle control={control} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {perCall ? (
          <FormTextField
            control={control}
            name="callType"
            label={t('lines.callType')}
            select
            required
            disabled={Boolean(from)}
            helperText={t('lines.callTypeHelp')}
          >
            {callTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`callTypes.${type}`)}
              </MenuItem>
            ))}
          </FormTextField>
        ) : null}
        <UnitField
          key={hourly ? 'rate' : perCall ? 'call' : 'fixed'}
          control={control}
          name={hourly ? 'billRateCents' : 'fixedCents'}
          label={amountLabel}
          required
          autoFocus={Boolean(from)}
          unit={contract.currency}
          position="start"
          decimal
          helperText={amountHelp}
        />
        {perCall ? null : (
          <UnitField
            control={control}
            name="contractedMinutesPerWeek"
            label={t('lines.contractedHours')}
            unit={t('terms.hoursPerWeek')}
            decimal
            helperText={t('lines.contractedHelp')}
          />
        )}
        <DateField
          control={control}
          name="effectiveFrom"
          label={t('lines.effectiveFrom')}
          required
          helperText={from ? t('lines.newRateHelp') : undefined}
        />
        <DateField control={control} name="effectiveTo" label={t('lines.effectiveTo')} />
      </Box>
    </FormDialogFrame>
  );
}
