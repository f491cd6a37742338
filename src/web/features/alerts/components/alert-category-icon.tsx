import AssignmentIndRounded from '@mui/icons-material/AssignmentIndRounded';
import FreeBreakfastRounded from '@mui/icons-material/FreeBreakfastRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import SosRounded from '@mui/icons-material/SosRounded';
import WrongLocationRounded from '@mui/icons-material/WrongLocationRounded';
import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import type { AlertCategory } from '../../../../shared/contract/alerts.ts';

const looks = {
  sos: { Icon: SosRounded, color: 'error' },
  geofence: { Icon: WrongLocationRounded, color: 'warning' },
  break: { Icon: FreeBreakfastRounded, color: 'info' },
  assignment: { Icon: AssignmentIndRounded, color: 'primary' },
  visitor: { Icon: PersonOffRounded, color: 'error' },
} as const;

/** The round badge of an alert's category: the same icon and colour in the list, the popup and the banner. */
export function AlertCategoryIcon({ category, size = 36 }: { category: AlertCategory; size?: number }) {
  const { Icon, color } = looks[category];
  return (
    <Avatar
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        bgcolor: alpha(theme.palette[color].main, theme.palette.mode === 'dark' ? 0.24 : 0.14),
        color: theme.palette.mode === 'dark' ? theme.palette[color].light : theme.palette[color].dark,
      })}
    >
      <Icon fontSize="small" />
    </Avatar>
  );
}
