import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Placeholder until the page is built (issue 9). */
export default function ComplianceReportsPage() {
  const { t } = useTranslation('payrollReports');
  return <Typography variant="h4">{t('title')}</Typography>;
}
