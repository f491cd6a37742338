import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayrollIds } from '../../../../shared/contract/payroll.ts';
import type { PersonnelDetail } from '../../../../shared/contract/personnel.ts';
import { DetailItem, DetailsList } from '../../../components/record-page/record-details.tsx';
import { PayrollIdsDialog } from './payroll-ids-dialog.tsx';
import { payrollIdProviders } from './payroll-ids-form.ts';

/**
 * A person's employee id at each payroll provider (docs/product/payroll-runs.md#pay-settings-and-payroll-ids-api):
 * shown to those who review pay, edited in a dialog by those who manage it (`payroll.manage`).
 */
export function PayrollIdsCard({ person, mayEdit }: { person: PersonnelDetail; mayEdit: boolean }) {
  const { t } = useTranslation(['personnel', 'common']);
  const [editing, setEditing] = useState(false);
  const ids: PayrollIds = person.payrollIds;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="person-payroll-ids-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id="person-payroll-ids-title" variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
          {t('payrollIds.title')}
        </Typography>
        {mayEdit ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<EditOutlined />}
            onClick={() => setEditing(true)}
            aria-label={t('payrollIds.edit')}
          >
            {t('common:actions.edit')}
          </Button>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('payrollIds.help')}
      </Typography>
      <DetailsList columns={{ xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}>
        {payrollIdProviders.map((provider) => (
          <DetailItem key={provider} label={t(`payrollIds.fields.${provider}`)} dir="auto">
            {ids[provider] ?? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('payrollIds.notSet')}
              </Box>
            )}
          </DetailItem>
        ))}
      </DetailsList>
      {mayEdit ? null : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {t('payrollIds.readOnly')}
        </Typography>
      )}
      {editing ? (
        <PayrollIdsDialog
          personId={person.id}
          personName={person.name}
          payrollIds={ids}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Paper>
  );
}
