import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../lib/notify.ts';

/** New one-time recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      enqueueSnackbar(t('mfa.copied'), { variant: 'success' });
    } catch {
      // No clipboard (insecure context, denied): the codes stay on screen to copy by hand or download.
      enqueueSnackbar(t('mfa.copyFailed'), { variant: 'error' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'watchpost-recovery-codes.txt';
    link.click();
    // Released after the click has started the download (some browsers read the URL asynchronously).
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('mfa.recoveryTitle')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {t('mfa.recoveryIntro')}
      </Alert>
      <Box
        component="ol"
        aria-label={t('mfa.recoveryList')}
        dir="ltr"
        data-testid="recovery-codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 0.5,
          listStyle: 'none',
          p: 1.5,
          m: 0,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: 15,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<ContentCopyOutlined />} onClick={copy}>
          {t('mfa.copy')}
        </Button>
        <Button size="small" startIcon={<DownloadOutlined />} onClick={download}>
          {t('mfa.download')}
        </Button>
      </Box>
    </Box>
  );
}
