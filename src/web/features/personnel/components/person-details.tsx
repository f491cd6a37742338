import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Availability,
  availabilities,
  type PersonnelDetail,
  type PersonnelUpdateBody,
  personnelLimits,
  type WeeklyAvailability,
  weekdays,
} from '../../../../shared/contract/personnel.ts';
import { LicenceChip } from '../../../components/personnel-chips.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { formatPhoneNumber } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useUpdatePerson } from '../api/update-person.ts';

const noDays: WeeklyAvailability = {
  mon: false,
  tue: false,
  wed: false,
  thu: false,
  fri: false,
  sat: false,
  sun: false,
};

/** Details of a person: contact, licence, availability (status and weekly pattern), notes; editable by managers. */
export function PersonDetails({ person, mayEdit }: { person: PersonnelDetail; mayEdit: boolean }) {
  const { t } = useTranslation(['personnel', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdatePerson();
  const [licenceNumber, setLicenceNumber] = useState(person.licenceNumber ?? '');
  const [licenceExpiresOn, setLicenceExpiresOn] = useState(person.licenceExpiresOn ?? '');
  const [availability, setAvailability] = useState<Availability>(person.availability);
  const [week, setWeek] = useState<WeeklyAvailability>(person.weeklyAvailability ?? noDays);
  const [notes, setNotes] = useState(person.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = async () => {
    setErrors({});
    setFormError(null);
    const body: PersonnelUpdateBody = {
      licenceNumber: licenceNumber.trim() || null,
      licenceExpiresOn: licenceExpiresOn || null,
      availability,
      weeklyAvailability: week,
      notes: notes.trim() || null,
    };
    try {
      await update.mutateAsync({ id: person.id, body });
      enqueueSnackbar(t('details.saved', { name: person.name }), { variant: 'success' });
    } catch (error) {
      const fields = isApiError(error) ? fieldMessagesOf(error) : undefined;
      if (fields) setErrors(fields);
      else setFormError(error instanceof Error ? translateError(error) : t('common:states.unknownError'));
    }
  };

  const helper = (field: string, fallback = ' ') => (errors[field] ? translateFieldMessage(errors[field]) : fallback);
  const dayLabel = (day: (typeof weekdays)[number]) => t(`weekdays.${day}`);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('details.contact')}
        </Typography>
        <Stack spacing={1}>
          <Line label={t('details.email')} value={person.email} />
          <Line label={t('details.phone')} value={person.phone ? formatPhoneNumber(person.phone) : '—'} />
          <Line
            label={t('details.currentEvent')}
            value={person.currentEvent?.name ?? t(person.currentEventOutOfScope ? 'list.otherEvent' : 'list.noEvent')}
          />
          <Line
            label={t('details.assignedEvents')}
            value={
              person.assignedEvents.length
                ? person.assignedEvents.map((e) => e.name).join(', ')
                : t('details.noAssigned')
            }
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
              {t('details.licence')}
            </Typography>
            <LicenceChip state={person.licenceState} expiresOn={person.licenceExpiresOn} />
          </Box>
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('details.title')}
        </Typography>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFormError(null)}>
            {translateFieldMessage(formError)}
          </Alert>
        ) : null}
        <Stack spacing={1}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label={t('details.licenceNumber')}
              value={licenceNumber}
              onChange={(e) => setLicenceNumber(e.target.value)}
              disabled={!mayEdit}
              error={Boolean(errors.licenceNumber)}
              helperText={helper('licenceNumber')}
              slotProps={{ htmlInput: { maxLength: personnelLimits.licenceNumber } }}
            />
            <TextField
              type="date"
              label={t('details.licenceExpiresOn')}
              value={licenceExpiresOn}
              onChange={(e) => setLicenceExpiresOn(e.target.value)}
              disabled={!mayEdit}
              error={Boolean(errors.licenceExpiresOn)}
              helperText={helper('licenceExpiresOn', t('details.licenceHelp'))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <TextField
            select
            label={t('details.availability')}
            value={availability}
            onChange={(e) => setAvailability(availabilities.find((a) => a === e.target.value) ?? 'available')}
            disabled={!mayEdit}
            error={Boolean(errors.availability)}
            helperText={helper('availability')}
          >
            {availabilities.map((a) => (
              <MenuItem key={a} value={a}>
                {t(`availability.${a}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('details.weekly')}</FormLabel>
            <FormGroup row>
              {weekdays.map((day) => (
                <FormControlLabel
                  key={day}
                  control={
                    <Checkbox
                      checked={week[day]}
                      onChange={(e) => setWeek((w) => ({ ...w, [day]: e.target.checked }))}
                      disabled={!mayEdit}
                    />
                  }
                  label={dayLabel(day)}
                />
              ))}
            </FormGroup>
            <Typography variant="caption" color="text.secondary">
              {t('details.weeklyHelp')}
            </Typography>
          </Box>
          <TextField
            label={t('details.notes')}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            disabled={!mayEdit}
            multiline
            minRows={3}
            error={Boolean(errors.notes)}
            helperText={helper('notes')}
            slotProps={{ htmlInput: { maxLength: personnelLimits.notes } }}
          />
          {mayEdit ? (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                onClick={() => void save()}
                disabled={update.isPending}
                startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : null}
              >
                {t('common:actions.saveChanges')}
              </Button>
            </Box>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t('details.readOnly')}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
