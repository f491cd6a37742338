import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenPath } from '../../shared/screens.ts';

const tabs = [
  { id: 'incident', to: screenPath('incident-reports') },
  { id: 'clock', to: screenPath('activity-logs', { query: { view: 'clock' } }) },
  { id: 'geofence', to: screenPath('activity-logs', { query: { view: 'geofence' } }) },
  { id: 'custom', to: screenPath('custom-reports') },
] as const;

/** The tabs across the reports area (docs/product/incident-reports.md#report-pages): incident, clocked-in/out, geofence and custom reports. */
export function ReportsTabs({ current }: { current: (typeof tabs)[number]['id'] }) {
  const { t } = useTranslation('incidentReports');
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('page.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} value={tab.id} label={t(`page.tabs.${tab.id}`)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
