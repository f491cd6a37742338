import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Invoice, InvoiceLine } from '../../../../shared/contract/billing.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { DetailItem, DetailsCard } from '../../../components/record-page/record-details.tsx';
import { RecordHeading } from '../../../components/record-page/record-heading.tsx';
import { RecordPageFrame, RecordRoute } from '../../../components/record-page/record-page-frame.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { invoicePdfUrl, useInvoice, useIssueInvoice, useRemoveInvoice, useSendInvoice } from '../api/invoices.ts';
import { MutationConfirmDialog } from './invoice-dialog-parts.tsx';
import { formatDay, formatPeriod, InvoiceStatusChip, KindChip, useInvoiceTitle } from './invoice-format.tsx';
import { InvoiceLinesTable } from './invoice-lines-table.tsx';
import { LineEntriesDialog } from './line-entries-dialog.tsx';
import { VoidInvoiceDialog } from './void-invoice-dialog.tsx';

/** An invoice or credit note (docs/product/billing.md): its terms, its lines down to their clock entries, its actions. */
export default function InvoicePage() {
  return <RecordRoute actor={useSession().data?.user} view={InvoiceView} />;
}

type Confirm = 'issue' | 'delete' | 'send' | 'void' | null;

function InvoiceView({ id, actor }: { id: string; actor: SessionUser }) {
  const { t } = useTranslation(['invoices', 'common']);
  const invoice = useInvoice(id);
  const titleOf = useInvoiceTitle();
  const mayManage = hasPermission(actor.roles, 'billing.manage');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [entriesOf, setEntriesOf] = useState<InvoiceLine | null>(null);
  // The buttons that open a confirmation, labelled by their action.
  const confirmButton = (
    action: NonNullable<Confirm>,
    icon: ReactNode,
    variant: 'contained' | 'outlined' = 'outlined',
    color?: 'error',
  ) => (
    <Button variant={variant} color={color} startIcon={icon} onClick={() => setConfirm(action)}>
      {t(`page.${action}`)}
    </Button>
  );

  return (
    <RecordPageFrame
      query={invoice}
      backTo={screenPath('invoices')}
      backLabel={t('list.title')}
      loadFailed={t('page.loadFailed')}
    >
      {(data) => (
        <>
          <RecordHeading
            title={<bdi>{titleOf(data)}</bdi>}
            chip={
              <Stack direction="row" spacing={1}>
                <KindChip kind={data.kind} />
                <InvoiceStatusChip status={data.status} />
              </Stack>
            }
            actions={
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                {mayManage && data.status === 'draft' ? (
                  <>
                    {confirmButton('issue', <TaskAltRounded />, 'contained')}
                    {confirmButton('delete', <DeleteOutlineRounded />, 'outlined', 'error')}
                  </>
                ) : null}
                {mayManage && data.status === 'issued' ? (
                  <>
                    {confirmButton('send', <SendOutlined />)}
                    {data.kind === 'invoice' ? confirmButton('void', <BlockRounded />, 'outlined', 'error') : null}
                  </>
                ) : null}
                <Button
                  variant="outlined"
                  component="a"
                  href={invoicePdfUrl(data.id)}
                  download
                  startIcon={<PictureAsPdfOutlined />}
                >
                  {t('page.pdf')}
                </Button>
              </Stack>
            }
          />
          <Related invoice={data} />
          <Overview invoice={data} />
          <InvoiceLinesTable invoice={data} onOpenLine={mayManage ? setEntriesOf : undefined} />
          {confirm && confirm !== 'void' ? (
            <ConfirmActionDialog action={confirm} invoice={data} onClose={() => setConfirm(null)} />
          ) : null}
          {confirm === 'void' ? <VoidInvoiceDialog invoice={data} onClose={() => setConfirm(null)} /> : null}
          {entriesOf ? <LineEntriesDialog invoice={data} line={entriesOf} onClose={() => setEntriesOf(null)} /> : null}
        </>
      )}
    </RecordPageFrame>
  );
}

/** A credit note names the invoice it cancels; a voided invoice its credit note and the reason. */
function Related({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const link = (id: string, number: string | null) => (
    <Link component={RouterLink} to={screenPath('invoices', { record: id })}>
      <bdi>{number ?? t('draft')}</bdi>
    </Link>
  );
  if (invoice.kind === 'credit_note' && invoice.creditsInvoiceId) {
    return (
      <Alert severity="info">
        {t('page.cancels')} {link(invoice.creditsInvoiceId, invoice.creditsInvoiceNumber)}
      </Alert>
    );
  }
  if (invoice.status === 'void') {
    return (
      <Alert severity="warning">
        {invoice.creditNoteId ? (
          <>
            {t('page.cancelledBy')} {link(invoice.creditNoteId, invoice.creditNoteNumber)}
            {'. '}
          </>
        ) : null}
        {invoice.voidReason ? (
          <>
            {t('page.voidReason')}: <bdi>{invoice.voidReason}</bdi>
          </>
        ) : null}
      </Alert>
    );
  }
  if (invoice.status === 'draft') return <Alert severity="info">{t('page.draftNote')}</Alert>;
  return null;
}

function Overview({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  return (
    <DetailsCard
      title={t('page.details')}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
    >
      <DetailItem label={t('page.customer')} dir="auto">
        {invoice.customerName}
      </DetailItem>
      <DetailItem label={t('page.contract')} dir="auto">
        {invoice.contractCode}
      </DetailItem>
      <DetailItem label={t('page.period')}>{formatPeriod(invoice.from, invoice.to)}</DetailItem>
      <DetailItem label={t('page.poNumber')} dir="auto">
        {invoice.poNumber}
      </DetailItem>
      <DetailItem label={t('page.issuedOn')}>{invoice.issuedOn ? formatDay(invoice.issuedOn) : ''}</DetailItem>
      <DetailItem label={t('page.dueOn')}>{invoice.dueOn ? formatDay(invoice.dueOn) : ''}</DetailItem>
      <DetailItem label={t('page.currency')}>{invoice.currency}</DetailItem>
    </DetailsCard>
  );
}

/**
 * Issue, delete or send the invoice after asking: the title, question and button are `page.<action>Title`,
 * `page.<action>Body` and `page.<action>`; a deleted draft leaves for the list.
 */
function ConfirmActionDialog({
  action,
  invoice,
  onClose,
}: {
  action: 'issue' | 'delete' | 'send';
  invoice: Invoice;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const issue = useIssueInvoice();
  const remove = useRemoveInvoice();
  const send = useSendInvoice();
  const said = (message: string) => enqueueSnackbar(message, { variant: 'success' });
  const asked = {
    title: t(`page.${action}Title`),
    body: t(`page.${action}Body`),
    confirmLabel: t(`page.${action}`),
    variables: invoice.id,
    onClose,
  };
  if (action === 'delete') {
    const leave = () => {
      said(t('page.deleted'));
      void navigate(screenPath('invoices'), { replace: true });
    };
    return <MutationConfirmDialog {...asked} mutation={remove} onDone={leave} />;
  }
  const onDone = (message: string) => {
    said(message);
    onClose();
  };
  return action === 'issue' ? (
    <MutationConfirmDialog
      {...asked}
      tone="primary"
      mutation={issue}
      onDone={({ number }) => onDone(t('page.issued', { number }))}
    />
  ) : (
    <MutationConfirmDialog
      {...asked}
      tone="primary"
      mutation={send}
      onDone={({ recipients }) => onDone(t('page.sent', { recipients: recipients.join(', ') }))}
    />
  );
}
