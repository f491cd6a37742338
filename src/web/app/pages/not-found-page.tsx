import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { shellMessages } from '../../../shared/validation-messages.ts';
import { CenteredMessage } from './centered-message.tsx';

export function NotFoundPage() {
  return (
    <CenteredMessage>
      <SearchOffRounded sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden />
      <Typography variant="overline" component="p" color="text.secondary">
        Error 404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {shellMessages.notFound}
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Back to home
      </Button>
    </CenteredMessage>
  );
}
