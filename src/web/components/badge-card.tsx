import Box from '@mui/material/Box';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from './qr-code.tsx';

export interface BadgeCardProps {
  name: string;
  /** Already translated (e.g. t('common:roles.guard'), or 'Visitor'). */
  roleLabel: string;
  clientName: string;
  /** The photo to show; without one (or when it fails to load) the initial is shown. */
  photoUrl?: string | null;
  /** The letter shown without a photo; defaults to the first letter of the name. */
  initial?: string;
  /** Printed as text and encoded in the QR code. */
  badgeId: string;
}

export const badgeWidthMm = 85.6;
export const badgeHeightMm = 54;

/**
 * One ID badge, exactly a CR80 card (85.6 × 54 mm) with a dashed cut line at its edge. Black on white whatever the
 * colour scheme, since it is meant for paper. The client band and the name and role follow the language's
 * direction; the badge id and its QR code always read left to right. Used for personnel now, visitors later.
 */
export function BadgeCard({ name, roleLabel, clientName, photoUrl, initial, badgeId }: BadgeCardProps) {
  const { t } = useTranslation('badges');
  const [photoFailed, setPhotoFailed] = useState(false);
  const letter = initial ?? (name.trim()[0]?.toLocaleUpperCase() || '?');
  const showPhoto = Boolean(photoUrl) && !photoFailed;
  return (
    <Box
      role="group"
      aria-label={t('card.label', { name })}
      data-badge-id={badgeId}
      className="badge-card"
      sx={{
        width: `${badgeWidthMm}mm`,
        height: `${badgeHeightMm}mm`,
        boxSizing: 'border-box',
        border: '0.25mm dashed #8a8a8a',
        bgcolor: '#fff',
        color: '#111',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        breakInside: 'avoid',
        pageBreakInside: 'avoid',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
        fontFamily: 'inherit',
        flexShrink: 0,
      }}
    >
      <Box
        sx={{
          height: '9mm',
          flexShrink: 0,
          bgcolor: '#1f3a5f',
          color: '#fff',
          px: '3mm',
          display: 'flex',
          alignItems: 'center',
          fontSize: '9pt',
          fontWeight: 700,
          letterSpacing: '0.02em',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {clientName}
        </Box>
      </Box>
      {/* The body is laid out left to right (QR on the right); the person block inside follows the language. */}
      <Box dir="ltr" sx={{ flex: 1, display: 'flex', gap: '2.5mm', p: '2.5mm 3mm', minHeight: 0 }}>
        <PersonBlock name={name} roleLabel={roleLabel}>
          {showPhoto ? (
            <Box
              component="img"
              src={photoUrl ?? undefined}
              alt={t('card.photoAlt', { name })}
              onError={() => setPhotoFailed(true)}
              sx={{ width: '20mm', height: '25mm', objectFit: 'cover', borderRadius: '1.5mm', flexShrink: 0 }}
            />
          ) : (
            <Box
              aria-hidden
              data-badge-initial
              sx={{
                width: '20mm',
                height: '25mm',
                borderRadius: '1.5mm',
                flexShrink: 0,
                bgcolor: '#dfe6ee',
                color: '#1f3a5f',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                fontSize: '26pt',
                fontWeight: 700,
              }}
            >
              {letter}
            </Box>
          )}
        </PersonBlock>
        <Box
          sx={{
            width: '26mm',
            flexShrink: 0,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '1mm',
          }}
        >
          <QrCode value={badgeId} size="26mm" label={t('card.qrLabel', { id: badgeId })} />
          <Box sx={{ textAlign: 'center', lineHeight: 1.1 }}>
            <Box component="div" sx={{ fontSize: '5.5pt', color: '#555', textTransform: 'uppercase' }}>
              {t('card.badgeId')}
            </Box>
            <Box
              component="div"
              data-testid="badge-id"
              sx={{ fontSize: '8pt', fontWeight: 700, fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
            >
              {badgeId}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** The photo and the name and role, in the reading direction of the language. */
function PersonBlock({ name, roleLabel, children }: { name: string; roleLabel: string; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <Box dir={i18n.dir()} sx={{ flex: 1, minWidth: 0, display: 'flex', gap: '2.5mm', alignItems: 'flex-start' }}>
      {children}
      <Box sx={{ minWidth: 0, flex: 1, pt: '0.5mm' }}>
        <Box
          component="div"
          sx={{
            fontSize: '11pt',
            fontWeight: 700,
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {name}
        </Box>
        <Box component="div" sx={{ fontSize: '8pt', color: '#444', mt: '1mm', lineHeight: 1.2 }}>
          {roleLabel}
        </Box>
      </Box>
    </Box>
  );
}
