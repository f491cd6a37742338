import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type ZoneKind, zoneKindKeys, zoneStyle } from '../../../../lib/zone-helpers.ts';

/** The zone's type as a small chip with a swatch of its map colour. */
export function ZoneKindChip({ kind }: { kind: ZoneKind }) {
  const { t } = useTranslation('events');
  const style = zoneStyle(kind);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`zones.kinds.${zoneKindKeys[kind]}`)}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '2px',
            bgcolor: style.color,
            border: style.dashArray ? '1px dashed' : undefined,
            borderColor: 'background.paper',
          }}
        />
      }
      sx={{ borderColor: style.color, '& .MuiChip-icon': { ml: 1 } }}
    />
  );
}
