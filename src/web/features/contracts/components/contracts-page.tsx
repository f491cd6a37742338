import { useTranslation } from 'react-i18next';

export default function ContractsPage() {
  const { t } = useTranslation('contracts');
  return <h1>{t('title')}</h1>;
}
