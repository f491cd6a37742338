import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAge } from '../../../lib/format.ts';
import { ageMs, type MapGuardView, sortForList } from '../map-state.ts';
import { useNow } from '../use-now.ts';
import { StatusBadge } from './status-badge.tsx';

function GuardAge({ at, clockOffsetMs }: { at: string; clockOffsetMs: number }) {
  const { t } = useTranslation('map');
  const now = useNow();
  return <bdi>{t('list.updated', { age: formatAge(ageMs(at, clockOffsetMs, now)) })}</bdi>;
}

/** The guards shown, those needing attention first; picking one selects it on the map too. */
export function GuardList({
  guards,
  clockOffsetMs,
  selectedId,
  onSelect,
}: {
  guards: readonly MapGuardView[];
  clockOffsetMs: number;
  selectedId: string | null;
  onSelect: (userId: string) => void;
}) {
  const { t } = useTranslation('map');
  return (
    <List dense aria-label={t('list.title')} disablePadding>
      {sortForList(guards).map((guard) => (
        <li key={guard.userId}>
          <ListItemButton
            selected={guard.userId === selectedId}
            aria-current={guard.userId === selectedId ? 'true' : undefined}
            onClick={() => onSelect(guard.userId)}
            data-testid="map-guard-row"
            data-status={guard.status}
            sx={{ gap: 1.5, borderRadius: 1, alignItems: 'flex-start', py: 1 }}
          >
            <StatusBadge status={guard.status} size={28} />
            <ListItemText
              sx={{ my: 0 }}
              primary={guard.name}
              slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
              secondary={
                <>
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                    {t(`status.${guard.status}`)}
                    {guard.eventName ? (
                      <>
                        {' · '}
                        <bdi>{guard.eventName}</bdi>
                      </>
                    ) : null}
                  </Typography>
                  <Typography variant="caption" component="span" color="text.secondary">
                    {guard.position ? (
                      <GuardAge at={guard.position.at} clockOffsetMs={clockOffsetMs} />
                    ) : (
                      t('list.noPosition')
                    )}
                  </Typography>
                </>
              }
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
