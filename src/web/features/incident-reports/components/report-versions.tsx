import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../shared/contract/incident-reports.ts';
import { fieldLabel, fieldText } from '../../../lib/report-labels.ts';
import { ReportDateTime } from './report-date-time.tsx';

/** The event's or guard's name when the version names the same one as the report; otherwise the stored id. */
function nameOf(report: Report, field: string, value: unknown): string | undefined {
  if (field === 'eventId' && report.event && value === report.event.id) return report.event.name;
  if (field === 'guardId' && report.guard && value === report.guard.id) return report.guard.name;
  return undefined;
}

/** What the version's fields held. */
function VersionFields({ report, fields }: { report: Report; fields: Record<string, unknown> }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const entries = Object.entries(fields).filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (entries.length === 0) return <Typography color="text.secondary">{t('details.versionNoFields')}</Typography>;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        gap: 0.5,
        columnGap: 2,
      }}
    >
      {entries.map(([field, value]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fieldLabel(t, field)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            <bdi>
              {field === 'signature'
                ? t('details.signed')
                : (nameOf(report, field, value) ?? fieldText(t, field, value))}
            </bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The report's earlier versions (docs/product/incident-reports.md#review): who changed it, when, why, and the fields it held then. */
export function ReportVersions({ report }: { report: Report }) {
  const { t } = useTranslation('incidentReports');
  const prior = [...report.versions].sort((a, b) => b.version - a.version);
  return (
    <Box component="section" aria-labelledby="report-versions-heading">
      <Typography id="report-versions-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('details.history')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('details.currentVersion', { version: report.version })}{' '}
        <Box component="code" sx={{ fontSize: 12, overflowWrap: 'anywhere' }}>
          {report.contentHash}
        </Box>
      </Typography>
      {prior.length === 0 ? (
        <Typography color="text.secondary">{t('details.noVersions')}</Typography>
      ) : (
        prior.map((version) => (
          <Accordion key={version.version} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2">
                  {t('details.versionTitle', { version: version.version })} ·{' '}
                  <bdi>{version.editedBy?.name ?? t('details.unknownAuthor')}</bdi> ·{' '}
                  <ReportDateTime iso={version.editedAt} />
                </Typography>
                {version.reason ? (
                  <Typography variant="body2" color="text.secondary" dir="auto" sx={{ textAlign: 'start' }}>
                    {t('details.reason')}: {version.reason}
                  </Typography>
                ) : null}
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {t('details.hash')}:{' '}
                <Box component="code" sx={{ overflowWrap: 'anywhere' }}>
                  {version.contentHash}
                </Box>
              </Typography>
              <VersionFields report={report} fields={version.fields} />
            </AccordionDetails>
          </Accordion>
        ))
      )}
    </Box>
  );
}
