import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/** "Export CSV": downloads what a list shows from `href`; off while `disabled` or without an address. */
export function CsvExportButton({
  href,
  disabled = false,
  sx,
}: {
  href: string | undefined;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('common');
  return (
    <Button
      component="a"
      href={disabled ? undefined : href}
      download
      disabled={disabled || !href}
      size="small"
      startIcon={<FileDownloadOutlined fontSize="small" />}
      sx={sx}
    >
      {t('actions.exportCsv')}
    </Button>
  );
}
