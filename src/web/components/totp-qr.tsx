import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QrCode } from './qr-code.tsx';

/** The authenticator-app enrolment: the otpauth QR code and the secret for manual entry, in groups of four. */
export function TotpQr({ otpauthUrl, secret }: { otpauthUrl: string; secret: string }) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider', lineHeight: 0 }}>
        <QrCode value={otpauthUrl} size={168} label={t('mfa.qrLabel')} />
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {t('mfa.scan')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('mfa.manual')}
        </Typography>
        <Typography
          component="code"
          dir="ltr"
          data-testid="totp-secret"
          // Left to right in every language; aligned with the text around it (flipped to the right in Arabic).
          sx={{
            display: 'block',
            fontFamily: 'monospace',
            fontSize: 15,
            mt: 0.5,
            overflowWrap: 'anywhere',
            textAlign: 'left',
          }}
        >
          {secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
      </Box>
    </Box>
  );
}
