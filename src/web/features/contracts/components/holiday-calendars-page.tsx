import { useTranslation } from 'react-i18next';

export default function HolidayCalendarsPage() {
  const { t } = useTranslation('contracts');
  return <h1>{t('title')}</h1>;
}
