import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatReportDateTimeParts } from '../../../lib/format.ts';

/** MM/DD/YYYY at h:mm am/pm (docs/product/incident-reports.md#comments), kept left-to-right inside Arabic text. */
export function ReportDateTime({ iso }: { iso: string }) {
  const { t } = useTranslation('incidentReports');
  const parts = formatReportDateTimeParts(iso);
  if (!parts) return null;
  return (
    <>
      <bdi>{parts.date}</bdi> {t('page.at')} <bdi>{parts.time}</bdi>
    </>
  );
}

/** The date in a grid cell, wrapping onto two lines in a narrow column. */
export function ReportDateCell({ iso }: { iso: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', lineHeight: 1.35, whiteSpace: 'normal' }}>
      <span>
        <ReportDateTime iso={iso} />
      </span>
    </Box>
  );
}
