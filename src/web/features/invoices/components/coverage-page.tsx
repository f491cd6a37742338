import { useTranslation } from 'react-i18next';

export default function CoveragePage() {
  const { t } = useTranslation('invoices');
  return <h1>{t('title')}</h1>;
}
