import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type BillBasis,
  type BillingCycle,
  billBases,
  billingCycles,
  type Contract,
  contractDefaults,
  type InvoiceLanguage,
  invoiceLanguages,
  type OtBasis,
  otBases,
} from '../../../../shared/contract/billing.ts';
import { FormTextField } from '../../../components/form-fields.tsx';
import { useBoundTextField } from '../../../components/form-parts.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { languageOf } from '../../../i18n/languages.ts';
import { useHolidayCalendars } from '../api/contracts.ts';
import { DateField, OptionsField, UnitField } from './billing-fields.tsx';
import {
  bpToPercent,
  type Converted,
  hoursToMinutes,
  minutesToHours,
  numberOf,
  perBasisPoint,
  percentToBp,
  perMinute,
  type UnitScales,
} from './form-units.ts';

/** A contract's terms as the form holds them: text as typed, percent, hours. */
export interface ContractTermsValues {
  code: string;
  currency: string;
  startsOn: string;
  endsOn: string;
  billingCycle: BillingCycle;
  weekStartsOn: string;
  termsDays: string;
  poNumber: string;
  /** Percent. */
  taxRateBp: string;
  holidayCalendarId: string;
  billBasis: BillBasis;
  otBasis: OtBasis;
  /** Hours a week. */
  otAfterMinutes: string;
  otBillPct: string;
  holidayBillPct: string;
  roundingMinutes: string;
  language: InvoiceLanguage;
  /** Addresses separated by commas, spaces or lines. */
  billingEmails: string;
  /** Minutes per priority; empty keeps the default. */
  responseTargets: Record<PriorityField, string>;
}

const priorityFields = ['p1', 'p2', 'p3', 'p4'] as const;
type PriorityField = (typeof priorityFields)[number];
/** The targets a contract leaves out (docs/product/dispatch.md#rules), shown as each field's placeholder. */
const defaultTargets: Record<PriorityField, number> = { p1: 15, p2: 30, p3: 60, p4: 240 };

export const contractTermFields = [
  'code',
  'currency',
  'startsOn',
  'endsOn',
  'billingCycle',
  'weekStartsOn',
  'termsDays',
  'poNumber',
  'taxRateBp',
  'holidayCalendarId',
  'billBasis',
  'otBasis',
  'otAfterMinutes',
  'otBillPct',
  'holidayBillPct',
  'roundingMinutes',
  'language',
  'billingEmails',
  'responseTargets.p1',
  'responseTargets.p2',
  'responseTargets.p3',
  'responseTargets.p4',
] as const satisfies readonly FieldPath<ContractTermsValues>[];

export const contractScales: UnitScales = { taxRateBp: perBasisPoint, otAfterMinutes: perMinute };

export const currencySuggestions = ['USD', 'EUR', 'GBP', 'TRY', 'SAR', 'AED', 'JPY'];

/** The terms of a contract, or the defaults of a new one. */
export function termsValuesOf(contract?: Contract): ContractTermsValues {
  return {
    code: contract?.code ?? '',
    currency: contract?.currency ?? '',
    startsOn: contract?.startsOn ?? '',
    endsOn: contract?.endsOn ?? '',
    billingCycle: contract?.billingCycle ?? 'monthly',
    weekStartsOn: String(contract?.weekStartsOn ?? contractDefaults.weekStartsOn),
    termsDays: String(contract?.termsDays ?? contractDefaults.termsDays),
    poNumber: contract?.poNumber ?? '',
    taxRateBp: bpToPercent(contract?.taxRateBp ?? contractDefaults.taxRateBp),
    holidayCalendarId: contract?.holidayCalendarId ?? '',
    billBasis: contract?.billBasis ?? contractDefaults.billBasis,
    otBasis: contract?.otBasis ?? contractDefaults.otBasis,
    otAfterMinutes: minutesToHours(contract?.otAfterMinutes ?? contractDefaults.otAfterMinutes),
    otBillPct: String(contract?.otBillPct ?? contractDefaults.otBillPct),
    holidayBillPct: String(contract?.holidayBillPct ?? contractDefaults.holidayBillPct),
    roundingMinutes: String(contract?.roundingMinutes ?? contractDefaults.roundingMinutes),
    language: contract?.language ?? contractDefaults.language,
    billingEmails: (contract?.billingEmails ?? []).join(', '),
    responseTargets: {
      p1: String(contract?.responseTargets?.p1 ?? ''),
      p2: String(contract?.responseTargets?.p2 ?? ''),
      p3: String(contract?.responseTargets?.p3 ?? ''),
      p4: String(contract?.responseTargets?.p4 ?? ''),
    },
  };
}

const whole = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : Number.NaN);
/** Empty text of a required field is missing (the schema says "Required"), not an empty string. */
const required = (text: string) => (text.trim() === '' ? undefined : text);

/** The body of the terms (the create body's shape): percent to basis points, hours to minutes. */
export function termsBodyOf(values: ContractTermsValues): Converted {
  const errors: Record<string, string> = {};
  // A date or a currency left empty is missing, not malformed.
  for (const field of ['currency', 'startsOn'] as const) {
    if (values[field].trim() === '') errors[field] = 'validation.required';
  }
  const body = {
    code: required(values.code),
    currency: required(values.currency),
    startsOn: required(values.startsOn),
    endsOn: values.endsOn || null,
    billingCycle: values.billingCycle,
    weekStartsOn: Number(values.weekStartsOn),
    termsDays: numberOf(errors, 'termsDays', values.termsDays, whole),
    poNumber: values.poNumber,
    taxRateBp: numberOf(errors, 'taxRateBp', values.taxRateBp, percentToBp),
    holidayCalendarId: values.holidayCalendarId || null,
    billBasis: values.billBasis,
    otBasis: values.otBasis,
    otAfterMinutes: numberOf(errors, 'otAfterMinutes', values.otAfterMinutes, hoursToMinutes),
    otBillPct: numberOf(errors, 'otBillPct', values.otBillPct, whole),
    holidayBillPct: numberOf(errors, 'holidayBillPct', values.holidayBillPct, whole),
    roundingMinutes: numberOf(errors, 'roundingMinutes', values.roundingMinutes, whole),
    language: values.language,
    billingEmails: values.billingEmails.split(/[\s,;]+/).filter(Boolean),
    responseTargets: responseTargetsBodyOf(errors, values.responseTargets),
  };
  return { body, errors };
}

/** The targets typed (empty ones left out), or null when none is: the defaults then. */
function responseTargetsBodyOf(errors: Record<string, string>, typed: Record<PriorityField, string>) {
  const targets: Partial<Record<PriorityField, number>> = {};
  for (const key of priorityFields) {
    const value = numberOf(errors, `responseTargets.${key}`, typed[key], whole, true);
    if (typeof value === 'number') targets[key] = value;
  }
  return Object.keys(targets).length > 0 ? targets : null;
}

/** Sunday (0) to Saturday (6) in the viewer's language. */
export function weekdayName(day: number): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(currentLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
}

/** A text field with suggestions to pick from, any other text allowed (a currency, a post). */
export function SuggestTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  options,
  required: isRequired,
  helperText,
  uppercase = false,
  dir,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  options: readonly string[];
  required?: boolean;
  helperText?: ReactNode;
  uppercase?: boolean;
  dir?: 'auto' | 'ltr';
}) {
  const {
    value,
    onChange,
    onBlur,
    inputRef,
    error,
    helperText: shown,
  } = useBoundTextField({ name, control }, helperText);
  return (
    <Autocomplete
      freeSolo
      autoSelect={false}
      options={options}
      inputValue={(value as string | undefined) ?? ''}
      onInputChange={(_event, next) => onChange(uppercase ? next.toUpperCase() : next)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={label}
          required={isRequired}
          error={error}
          helperText={shown}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir } }}
        />
      )}
    />
  );
}

/** A section title inside a form. */
function FormSection({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
      {children}
    </Typography>
  );
}

const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * Every term of a contract, in two columns (one on a phone): what it is, how it is invoiced, how hours are billed,
 * where invoices go. `lead` stands first (the customer of a new contract).
 */
export function ContractTermsFields<T extends ContractTermsValues>({
  control: anyControl,
  lead,
  autoFocus = false,
}: {
  control: Control<T, unknown, unknown>;
  lead?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation(['contracts', 'common']);
  const control = anyControl as unknown as Control<ContractTermsValues, unknown, unknown>;
  const calendars = useHolidayCalendars();
  return (
    <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {lead}
      <FormTextField control={control} name="code" label={t('terms.code')} required autoFocus={autoFocus} />
      <SuggestTextField
        control={control}
        name="currency"
        label={t('terms.currency')}
        options={currencySuggestions}
        required
        uppercase
        dir="ltr"
        helperText={t('terms.currencyHelp')}
      />
      <DateField control={control} name="startsOn" label={t('terms.startsOn')} required />
      <DateField control={control} name="endsOn" label={t('terms.endsOn')} helperText={t('terms.endsOnHelp')} />

      <FormSection>{t('terms.sections.invoicing')}</FormSection>
      <OptionsField
        control={control}
        name="billingCycle"
        label={t('terms.billingCycle')}
        required
        options={billingCycles}
        optionLabel={(cycle) => t(`cycles.${cycle}`)}
      />
      <OptionsField
        control={control}
        name="weekStartsOn"
        label={t('terms.weekStartsOn')}
        options={weekdays}
        optionLabel={weekdayName}
      />
      <UnitField
        control={control}
        name="termsDays"
        label={t('terms.termsDays')}
        inputMode="numeric"
        unit={t('terms.days')}
        helperText={t('terms.termsDaysHelp')}
      />
      <FormTextField control={control} name="poNumber" label={t('terms.poNumber')} />
      <UnitField control={control} name="taxRateBp" label={t('terms.taxRate')} inputMode="decimal" unit="%" />
      <OptionsField
        control={control}
        name="language"
        label={t('terms.language')}
        options={invoiceLanguages}
        optionLabel={(language) => languageOf(language).title}
      />

      <FormSection>{t('terms.sections.hours')}</FormSection>
      <OptionsField
        control={control}
        name="billBasis"
        label={t('terms.billBasis')}
        helperText={t('terms.billBasisHelp')}
        options={billBases}
        optionLabel={(basis) => t(`billBases.${basis}`)}
      />
      <UnitField
        control={control}
        name="roundingMinutes"
        label={t('terms.roundingMinutes')}
        inputMode="numeric"
        unit={t('terms.minutes')}
      />
      <OptionsField
        control={control}
        name="otBasis"
        label={t('terms.otBasis')}
        options={otBases}
        optionLabel={(basis) => t(`otBases.${basis}`)}
      />
      <UnitField
        control={control}
        name="otAfterMinutes"
        label={t('terms.otAfter')}
        inputMode="decimal"
        unit={t('terms.hoursPerWeek')}
      />
      <UnitField control={control} name="otBillPct" label={t('terms.otBillPct')} inputMode="numeric" unit="%" />
      <UnitField
        control={control}
        name="holidayBillPct"
        label={t('terms.holidayBillPct')}
        inputMode="numeric"
        unit="%"
      />
      <FormTextField
        control={control}
        name="holidayCalendarId"
        label={t('terms.holidayCalendar')}
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ gridColumn: '1 / -1' }}
      >
        <MenuItem value="">{t('terms.noCalendar')}</MenuItem>
        {(calendars.data?.items ?? []).map((calendar) => (
          <MenuItem key={calendar.id} value={calendar.id} dir="auto">
            {calendar.name}
          </MenuItem>
        ))}
      </FormTextField>

      <FormSection>{t('terms.sections.response')}</FormSection>
      {priorityFields.map((key, index) => (
        <UnitField
          key={key}
          control={control}
          name={`responseTargets.${key}`}
          label={t('terms.responseTarget', { priority: index + 1 })}
          inputMode="numeric"
          unit={t('terms.minutes')}
          placeholder={String(defaultTargets[key])}
        />
      ))}

      <FormSection>{t('terms.sections.delivery')}</FormSection>
      <FormTextField
        control={control}
        name="billingEmails"
        label={t('terms.billingEmails')}
        multiline
        minRows={2}
        helperText={t('terms.billingEmailsHelp')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
