import { useTranslation } from 'react-i18next';
import { DateCell } from '../../../components/list-page/grid-cells.tsx';
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

/** The date in a grid cell, on one line (its column is sized to it). */
export function ReportDateCell({ iso }: { iso: string }) {
  return (
    <DateCell>
      <ReportDateTime iso={iso} />
    </DateCell>
  );
}
