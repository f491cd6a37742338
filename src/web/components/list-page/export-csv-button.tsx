import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** The "Export CSV" button of a list: a download link to the list's rows as the filters stand. */
export function ExportCsvButton({ href, title, disabled }: { href: string; title?: string; disabled?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Button variant="outlined" startIcon={<DownloadRounded />} href={href} download title={title} disabled={disabled}>
      {t('actions.exportCsv')}
    </Button>
  );
}
