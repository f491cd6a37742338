import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type AuditPerson, auditLimits } from '../../../../shared/contract/audit.ts';
import { FilterRow } from '../../../components/filter-row.tsx';
import { PeriodDayFields } from '../../../components/period-day-fields.tsx';
import {
  type AuditPeriodPreset,
  type AuditPeriodProblem,
  type AuditPeriodState,
  actionChoices,
  auditPeriodPresets,
} from '../lib/audit-period.ts';

export interface AuditFilterValues {
  period: AuditPeriodState;
  person: AuditPerson | null;
  action: string | null;
  entity: string;
  entityId: string;
}

export const emptyAuditFilters = (period: AuditPeriodState): AuditFilterValues => ({
  period,
  person: null,
  action: null,
  entity: '',
  entityId: '',
});

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  onClear: () => void;
  people: readonly AuditPerson[];
  actions: readonly string[];
  entities: readonly string[];
  optionsLoading: boolean;
  periodProblem: AuditPeriodProblem | undefined;
  /** The server's 400 `fields`, shown under the filter they name. */
  serverFields: Record<string, string> | undefined;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** Period, person, action, record type and record id of the audit log, each error under its own field. */
export function AuditFilters(props: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const { values, onChange } = props;
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...values, ...patch });
  const server = props.serverFields ?? {};
  const people =
    values.person && !props.people.some((p) => p.id === values.person?.id)
      ? [values.person, ...props.people]
      : props.people;
  const choices = actionChoices(props.actions);
  const actions = values.action && !choices.includes(values.action) ? [values.action, ...choices] : choices;
  const entities =
    values.entity && !props.entities.includes(values.entity) ? [values.entity, ...props.entities] : props.entities;
  const actionLabel = (action: string) => (action.endsWith('.') ? t('filters.allOf', { prefix: action }) : action);

  return (
    <FilterRow>
      <TextField
        select
        size="small"
        label={t('period.label')}
        value={values.period.preset}
        onChange={(event) => set({ period: { ...values.period, preset: event.target.value as AuditPeriodPreset } })}
        sx={{ minWidth: 170 }}
      >
        {auditPeriodPresets.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`period.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {values.period.preset === 'custom' ? (
        <PeriodDayFields
          texts="audit"
          from={values.period.fromDay}
          to={values.period.toDay}
          onChange={({ from, to }) => set({ period: { ...values.period, fromDay: from, toDay: to } })}
          problem={props.periodProblem}
          serverErrors={server}
          desktopWidth={165}
        />
      ) : null}
      <Autocomplete
        size="small"
        options={people}
        value={values.person}
        onChange={(_event, person) => set({ person })}
        getOptionLabel={(person) => person.name}
        getOptionKey={(person) => person.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={props.optionsLoading}
        noOptionsText={t('filters.noOptions')}
        renderOption={(optionProps, person) => {
          const { key, ...rest } = optionProps;
          return (
            <li key={key} {...rest}>
              <Stack sx={{ minWidth: 0 }}>
                <span dir="auto">{person.name}</span>
                {person.email ? (
                  <Stack component="span" dir="ltr" sx={{ color: 'text.secondary', fontSize: 12 }}>
                    {person.email}
                  </Stack>
                ) : null}
              </Stack>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('filters.person')}
            error={Boolean(server.person)}
            helperText={server.person}
          />
        )}
        sx={{ minWidth: 220, flex: { md: '1 1 220px' }, maxWidth: { md: 300 } }}
      />
      <Autocomplete
        size="small"
        options={actions}
        value={values.action}
        onChange={(_event, action) => set({ action })}
        getOptionLabel={actionLabel}
        loading={props.optionsLoading}
        noOptionsText={t('filters.noOptions')}
        renderOption={(optionProps, action) => {
          const { key, ...rest } = optionProps;
          return (
            <li key={key} {...rest}>
              <span dir="ltr" style={{ ...mono, fontWeight: action.endsWith('.') ? 600 : 400 }}>
                {actionLabel(action)}
              </span>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('filters.action')}
            error={Boolean(server.action)}
            helperText={server.action}
          />
        )}
        sx={{ minWidth: 220, flex: { md: '1 1 220px' }, maxWidth: { md: 280 } }}
      />
      <TextField
        select
        size="small"
        label={t('filters.entity')}
        value={values.entity}
        onChange={(event) => set({ entity: event.target.value })}
        error={Boolean(server.entity)}
        helperText={server.entity}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t('filters.anyEntity')}</MenuItem>
        {entities.map((entity) => (
          <MenuItem key={entity} value={entity}>
            <span dir="ltr" style={mono}>
              {entity}
            </span>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('filters.entityId')}
        value={values.entityId}
        onChange={(event) => set({ entityId: event.target.value })}
        error={Boolean(server.entityId)}
        helperText={server.entityId}
        slotProps={{ htmlInput: { maxLength: auditLimits.entityId, dir: 'ltr', spellCheck: false } }}
        sx={{ minWidth: 200, flex: { md: '1 1 200px' }, maxWidth: { md: 320 } }}
      />
      <Button variant="text" onClick={props.onClear} sx={{ height: 40, alignSelf: { xs: 'flex-start', md: 'auto' } }}>
        {t('filters.clear')}
      </Button>
    </FilterRow>
  );
}
