import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  type Contract,
  type ContractCreateInput,
  type ContractUpdateBody,
  contractCreateBodySchema,
} from '../../../../shared/contract/billing.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { useFormError } from '../../../components/form-dialog-frame.tsx';
import { FormErrorAlert, useUnchangedReason } from '../../../components/form-parts.tsx';
import { RecordHeading } from '../../../components/record-page/record-heading.tsx';
import { RecordPageFrame, RecordRoute } from '../../../components/record-page/record-page-frame.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useContract, useUpdateContract } from '../api/contracts.ts';
import { CancelSaveRow } from './billing-fields.tsx';
import { contractDates } from './contract-dates.ts';
import { ContractLines } from './contract-lines.tsx';
import {
  ContractTermsFields,
  type ContractTermsValues,
  contractScales,
  contractTermFields,
  termsBodyOf,
  termsValuesOf,
} from './contract-terms-fields.tsx';
import { bodyResolver, inFieldUnits } from './form-units.ts';

const resolver = bodyResolver<ContractTermsValues, ContractCreateInput>(
  contractCreateBodySchema,
  termsBodyOf,
  contractScales,
);

/** The terms that differ from the contract's (as the schema reads both), for a PATCH of only those. */
export function changedTerms(contract: Contract, values: ContractCreateInput): ContractUpdateBody {
  const before = contractCreateBodySchema.safeParse(termsBodyOf(termsValuesOf(contract)).body);
  const old: Partial<Record<string, unknown>> = before.success ? before.data : {};
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (JSON.stringify(value ?? null) !== JSON.stringify(old[key] ?? null)) changed[key] = value ?? null;
  }
  return changed as ContractUpdateBody;
}

/** One contract (docs/product/billing.md): its terms to edit, its lines with every version, its invoices. */
export default function ContractPage() {
  return <RecordRoute actor={useSession().data?.user} view={ContractView} />;
}

function ContractView({ id }: { id: string }) {
  const { t } = useTranslation(['contracts', 'common']);
  const openEnded = (from: string) => t('list.openEnded', { from });
  const contract = useContract(id);
  return (
    <RecordPageFrame
      query={contract}
      backTo={screenPath('contracts')}
      backLabel={t('list.title')}
      loadFailed={t('page.loadFailed')}
    >
      {(data) => (
        <>
          <RecordHeading
            title={data.code}
            chip={<Chip size="small" variant="outlined" label={t(`cycles.${data.billingCycle}`)} />}
            actions={
              <Button
                variant="outlined"
                component={RouterLink}
                to={screenPath('invoices', { query: { contractId: data.id } })}
                startIcon={<ReceiptLongOutlined />}
              >
                {t('page.invoices')}
              </Button>
            }
          />
          <Typography color="text.secondary" sx={{ mt: -1 }}>
            <bdi>{data.customerName}</bdi> · {data.currency} · <bdi>{contractDates(data, openEnded)}</bdi>
          </Typography>
          <ContractLines contract={data} />
          <TermsForm key={data.updatedAt} contract={data} />
        </>
      )}
    </RecordPageFrame>
  );
}

/** The contract's terms as a form: Save sends only what changed; Cancel puts the saved terms back. */
function TermsForm({ contract }: { contract: Contract }) {
  const { t } = useTranslation(['contracts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateContract(contract.id);
  const form = useCheckedForm<ContractTermsValues, ContractCreateInput>({
    resolver,
    defaultValues: termsValuesOf(contract),
  });
  const { formError, setFormError, attempt } = useFormError(contractTermFields, form.setError);
  const unchanged = useUnchangedReason(true, form.isDirty);

  const onSubmit = form.handleSubmit((values) =>
    attempt(async () => {
      const body = changedTerms(contract, values);
      if (Object.keys(body).length === 0) {
        form.reset(termsValuesOf(contract));
        return;
      }
      await update.mutateAsync(body).catch((error: unknown) => {
        throw inFieldUnits(error, contractScales);
      });
      enqueueSnackbar(t('page.saved', { code: values.code }), { variant: 'success' });
    }),
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('page.terms')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('page.termsHelp')}
        </Typography>
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 2 }} />
        <ContractTermsFields control={form.control} />
        <CancelSaveRow
          busy={form.isSubmitting}
          dirty={form.isDirty}
          unchanged={unchanged}
          onCancel={() => {
            setFormError(null);
            form.reset(termsValuesOf(contract));
          }}
          mt={1}
        />
      </Box>
    </Paper>
  );
}
