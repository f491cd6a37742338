import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DisabledReasonTooltip } from './disabled-reason-tooltip.tsx';

/**
 * "Export CSV": a download of what a list shows, as its filters stand. `rows` is how many rows the list has
 * (undefined while it loads): with none to export the button is off and says why. `size="small"` is the form for
 * a grid's toolbar; the default (outlined) stands in a page's header.
 */
export function ExportCsvButton({
  href,
  rows,
  title,
  size = 'medium',
  sx,
}: {
  href: string | undefined;
  rows: number | undefined;
  title?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  const reason = !href || rows === undefined ? t('export.loading') : rows === 0 ? t('export.empty') : null;
  return (
    <DisabledReasonTooltip reason={reason}>
      <Button
        component="a"
        href={href}
        download
        title={reason ? undefined : title}
        disabled={Boolean(reason)}
        size={size}
        variant={size === 'small' ? 'text' : 'outlined'}
        startIcon={<FileDownloadOutlined fontSize={size === 'small' ? 'small' : 'medium'} />}
        sx={sx}
      >
        {t('actions.exportCsv')}
      </Button>
    </DisabledReasonTooltip>
  );
}
