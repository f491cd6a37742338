import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReportOptions } from '../../../shared/contract/incident-reports.ts';
import {
  type FileableReportType,
  formatPhone,
  incidentTypes,
  type ReportDraft,
  type ReportField,
  reportLimits,
  reportTypeFields,
  vandalismTypes,
} from '../../../shared/incident-report-rules.ts';
import { useLanguage } from '../../i18n/i18n.ts';
import { translateFieldMessage } from '../../i18n/translate-field-error.ts';
import { fieldLabel, incidentTypeLabel } from '../../lib/report-labels.ts';

/** The form's own shape: every input holds a string ('' = not set; the Yes/No selects 'yes' | 'no'). */
export type ReportFormValues = { reportType: FileableReportType; clientId: string } & Record<ReportField, string>;

export const yesNoFields = ['policeCalled', 'firePresent', 'evacuationOccurred'] as const satisfies ReportField[];
const longTextFields: readonly ReportField[] = ['actionTaken', 'itemsTaken', 'details', 'guardNote'];
const phoneFields: readonly ReportField[] = ['victimNumber', 'witnessNumber'];
const nameFields: readonly ReportField[] = ['victimName', 'witnessName'];

function isYesNo(field: ReportField): field is (typeof yesNoFields)[number] {
  return (yesNoFields as readonly ReportField[]).includes(field);
}

/** A datetime-local value (the browser's zone) as ISO 8601; undefined while it is not a whole date and time. */
export function localToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The form's values as the shared rules see them (only the type's fields; Yes/No as booleans, dates as ISO). */
export function draftOf(values: ReportFormValues): ReportDraft {
  const draft: ReportDraft = {};
  for (const field of reportTypeFields[values.reportType].fields) {
    const value = values[field] ?? '';
    if (isYesNo(field)) draft[field] = value === 'yes' ? true : value === 'no' ? false : undefined;
    else if (field === 'incidentDate') draft[field] = localToIso(value);
    else draft[field] = value.trim() === '' ? undefined : value.trim();
  }
  return draft;
}

export const emptyReportValues = (reportType: FileableReportType): ReportFormValues => ({
  reportType,
  clientId: '',
  eventId: '',
  guardId: '',
  incidentType: '',
  incidentLocation: '',
  incidentDate: '',
  victimName: '',
  victimNumber: '',
  witnessName: '',
  witnessNumber: '',
  policeCalled: '',
  policeReportNumber: '',
  actionTaken: '',
  firePresent: '',
  evacuationOccurred: '',
  vandalismType: '',
  itemsTaken: '',
  details: '',
  guardNote: '',
});

/** A text field bound to the report form; `format` rewrites what is typed (the phones). */
function ReportTextField({
  control,
  name,
  format,
  ...props
}: { control: Control<ReportFormValues>; name: ReportField; format?: (value: string) => string } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
>) {
  useLanguage();
  const {
    field: { ref, onChange, ...field },
    fieldState,
  } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...field}
      onChange={(event) => onChange(format ? format(event.target.value) : event.target.value)}
      fullWidth
      {...props}
      inputRef={ref}
      error={Boolean(message)}
      helperText={message ? translateFieldMessage(message) : (props.helperText ?? ' ')}
    />
  );
}

function maxLengthOf(field: ReportField): number | undefined {
  if (phoneFields.includes(field)) return reportLimits.phoneMax;
  if (nameFields.includes(field)) return reportLimits.nameMax;
  if (field === 'policeReportNumber') return 60;
  if (longTextFields.includes(field)) return reportLimits.longTextMax;
  if (field === 'incidentLocation') return reportLimits.textMax;
  return undefined;
}

type Translate = TFunction<readonly ['incidentReports', 'common']>;
/** The label helpers take the app's default-namespace t; their keys name the namespace. */
const labelT = (t: Translate) => t as unknown as Parameters<typeof fieldLabel>[0];

function choices(t: Translate, field: ReportField, options: ReportOptions | undefined) {
  switch (field) {
    case 'eventId':
      return (options?.events ?? []).map((e) => ({ value: e.id, label: e.name }));
    case 'guardId':
      return (options?.guards ?? []).map((g) => ({ value: g.id, label: g.name }));
    case 'incidentType':
      return incidentTypes.map((type) => ({ value: type, label: incidentTypeLabel(labelT(t), type) }));
    case 'vandalismType':
      return vandalismTypes.map((type) => ({ value: type, label: t('vandalismTypes.graffiti') }));
    default:
      return isYesNo(field)
        ? [
            { value: 'yes', label: t('common:answers.yes') },
            { value: 'no', label: t('common:answers.no') },
          ]
        : undefined;
  }
}

/** What the guard select's list is (a hint beneath it), what its empty choice reads, and what stands under it. */
export interface GuardPicker {
  hint: ReactNode;
  placeholder: string;
  below: ReactNode;
}

export interface ReportFieldsProps {
  control: Control<ReportFormValues>;
  type: FileableReportType;
  options: ReportOptions | undefined;
  /** A guard files as themself: the guard select is left out. */
  hideGuard: boolean;
  disabled?: boolean;
  /** The guard select's hint and what stands under it; `options.guards` are then the guards it offers. */
  guardPicker?: GuardPicker;
}

/** The inputs of one report type, in the type's order, each marked * when the type requires it. */
export function ReportFields({ control, type, options, hideGuard, disabled, guardPicker }: ReportFieldsProps) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const spec = reportTypeFields[type];
  const shown = spec.fields.filter((field) => !(field === 'guardId' && hideGuard));
  // Two columns: the event takes a whole row only when the half-width fields after it pair up without it.
  const halves = shown.filter((field) => field !== 'eventId' && !longTextFields.includes(field)).length;
  const eventWide = halves % 2 === 0;
  return (
    <Box sx={{ display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {shown.map((field) => {
        const label = fieldLabel(labelT(t), field);
        const required = spec.required.includes(field);
        const list = choices(t, field, options);
        const wide = longTextFields.includes(field) || (field === 'eventId' && eventWide);
        const common = {
          control,
          name: field,
          label,
          required,
          disabled,
          sx: wide ? { gridColumn: '1 / -1' } : undefined,
        };
        if (list) {
          const picker = field === 'guardId' ? guardPicker : undefined;
          const select = (
            <ReportTextField
              key={field}
              {...common}
              select
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="" disabled>
                {picker?.placeholder ?? t('dialog.choose')}
              </MenuItem>
              {list.map((choice) => (
                <MenuItem key={choice.value} value={choice.value} sx={{ minHeight: 44 }}>
                  {choice.label}
                </MenuItem>
              ))}
            </ReportTextField>
          );
          return picker ? (
            <Box key={field} sx={common.sx}>
              {select}
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75, mt: -0.5 }}>
                {picker.hint}
              </Typography>
              {picker.below}
            </Box>
          ) : (
            select
          );
        }
        if (field === 'incidentDate') {
          return (
            <ReportTextField
              key={field}
              {...common}
              type="datetime-local"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          );
        }
        const phone = phoneFields.includes(field);
        return (
          <ReportTextField
            key={field}
            {...common}
            format={phone ? formatPhone : undefined}
            multiline={longTextFields.includes(field)}
            minRows={longTextFields.includes(field) ? 2 : undefined}
            placeholder={phone ? '(000) 000-0000' : undefined}
            slotProps={{
              htmlInput: {
                maxLength: maxLengthOf(field),
                ...(phone ? { inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' } : {}),
              },
            }}
          />
        );
      })}
    </Box>
  );
}
