import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type UpdateMeBody, updateMeBodySchema } from '../../../../shared/contract/users.ts';
import { CardColumns } from '../../../components/card-columns.tsx';
import { BusySubmitButton, FormTextField } from '../../../components/form-fields.tsx';
import { useDisabledReason } from '../../../components/form-parts.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { roleOf, useSession } from '../../../lib/session.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useMfaStatus } from '../api/mfa.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountCard } from './account-card.tsx';
import { PhotoCard } from './photo-card.tsx';
import { SecurityCard } from './security-card.tsx';
import { useStepUp } from './step-up.tsx';

/** The signed-in user's own profile: display name, photo and two-step sign-in (/api/v1/me, /me/photo, /me/mfa). */
export default function ProfilePage() {
  const { t } = useTranslation(['profile', 'common']);
  const user = useSession().data?.user;
  const factors = useMfaStatus().data;
  const stepUp = useStepUp(Boolean(factors && (factors.totp || factors.recoveryCodesLeft > 0)));
  if (!user) return null;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }} sx={{ maxWidth: 880 }}>
      <ListPageHeader title={t('title')} subtitle={t('intro')} />
      <CardColumns columns="minmax(0, 5fr) minmax(0, 7fr)">
        <PhotoCard user={user} />
        <DetailsCard key={user.displayName} user={user} />
      </CardColumns>
      <AccountCard key={user.email} user={user} guard={stepUp.guard} />
      {stepUp.dialog}
      <SecurityCard />
    </Stack>
  );
}

function DetailsCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const updateProfile = useUpdateProfile();
  const role = roleOf(user);
  const { control, handleSubmit, setError, reset, isDirty, isSubmitting } = useCheckedForm<UpdateMeBody>({
    resolver: zodResolver(updateMeBodySchema),
    defaultValues: { displayName: user.displayName },
  });
  // Undo and Save have nothing to do until the name is changed; one reason beside them says so.
  const unchanged = useDisabledReason(isDirty ? null : t('common:form.nothingChanged'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateProfile.mutateAsync(values);
      reset({ displayName: saved.displayName });
      enqueueSnackbar(t('details.saved'), { variant: 'success' });
    } catch (error) {
      const message = isApiError(error) ? fieldMessagesOf(error)?.displayName : undefined;
      if (message) setError('displayName', { type: 'server', message }, { shouldFocus: true });
      else {
        enqueueSnackbar(error instanceof Error ? translateError(error) : t('details.saveFailed'), {
          variant: 'error',
        });
      }
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('details.title')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('details.form')}>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="displayName"
            label={t('details.displayName')}
            helperText={t('details.displayNameHelp')}
            required
            autoComplete="name"
          />
          <TextField
            label={t('details.email')}
            value={user.email}
            fullWidth
            // Read-only rather than disabled: it can still be selected and copied, and its hint stays legible.
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText={t('details.emailHelp')}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('details.role')}
            </Typography>
            <Chip size="small" color="primary" label={role ? t(`common:roles.${role}`) : t('common:roles.none')} />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {user.clientName}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
            {unchanged.reasonText}
            {unchanged.wrap(
              <Button onClick={() => reset()} disabled={unchanged.off || isSubmitting}>
                {t('details.undo')}
              </Button>,
            )}
            {unchanged.wrap(
              <BusySubmitButton busy={isSubmitting} disabled={unchanged.off}>
                {t('common:actions.save')}
              </BusySubmitButton>,
            )}
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
