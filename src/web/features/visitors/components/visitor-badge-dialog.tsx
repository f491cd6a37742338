import PrintRounded from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { BadgeCard } from '../../../components/badge-card.tsx';
import { useSession } from '../../../lib/session.ts';
import { useLastNonNull } from './use-last-non-null.ts';

/** The badge id of a visitor: the number handed over at the desk, else V- and the first 8 digits of the id. */
export function visitorBadgeId(visitor: Pick<Visitor, 'id' | 'badgeNumber'>): string {
  if (visitor.badgeNumber) return visitor.badgeNumber;
  return `V-${visitor.id
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

/** Print: only the card — the app and the dialog's frame are hidden; one CR80 card at the top of the page. */
const printStyles = `
@media print {
  @page { margin: 10mm; }
  html, body { background: #fff !important; }
  body > *:not(.MuiDialog-root) { display: none !important; }
  .MuiDialog-root .MuiBackdrop-root, [data-print-hide] { display: none !important; }
  .MuiDialog-root, .MuiDialog-container, .MuiDialog-paper {
    position: static !important; display: block !important; box-shadow: none !important; margin: 0 !important;
    max-width: none !important; max-height: none !important; width: auto !important; height: auto !important;
    background: none !important; overflow: visible !important; transform: none !important;
  }
  [data-visitor-badge] { padding: 0 !important; }
}
`;

/** The printable badge of a visitor (the personnel badge card, role 'Visitor'), with a Print button. */
export function VisitorBadgeDialog({ visitor: target, onClose }: { visitor: Visitor | null; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common']);
  const titleId = useId();
  const visitor = useLastNonNull(target);
  const session = useSession();
  const clientName = session.data?.user?.clientName ?? '';
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      {target ? <GlobalStyles styles={printStyles} /> : null}
      <DialogTitle id={titleId} data-print-hide>
        {t('badge.title')}
      </DialogTitle>
      <DialogContent>
        <Box
          data-visitor-badge
          sx={{ display: 'flex', justifyContent: 'center', py: 1, overflowX: 'auto' }}
          data-testid="visitor-badge"
        >
          {visitor ? (
            <BadgeCard
              name={visitor.name}
              roleLabel={[t('badge.role'), visitor.company].filter(Boolean).join(' · ')}
              clientName={clientName}
              photoUrl={visitor.photoUrl}
              badgeId={visitorBadgeId(visitor)}
            />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }} data-print-hide>
          {t('badge.hint')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }} data-print-hide>
        <Button onClick={onClose}>{t('badge.close')}</Button>
        <Button variant="contained" startIcon={<PrintRounded />} onClick={() => window.print()} autoFocus>
          {t('badge.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
