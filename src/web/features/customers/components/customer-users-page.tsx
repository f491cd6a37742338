import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { CustomerUsersTable } from './customer-users-table.tsx';

/** Customer users (docs/product/clients-and-customers.md#customer-users): every user of every customer of the client, with the customer. */
export default function CustomerUsersPage() {
  const actor = useSession().data?.user;
  const { t } = useTranslation(['customers', 'common']);
  if (!actor) return null;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
          {t('users.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('users.subtitle')}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <CustomerUsersTable actor={actor} />
      </Paper>
    </Stack>
  );
}
