import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ScanFlagChips } from '../../../../components/scan-flags.tsx';
import { TourStateChip } from '../../../../components/tour-state-chip.tsx';
import { translateError } from '../../../../i18n/translate-error.ts';
import { formatCompactDateTime, formatCount } from '../../../../lib/format.ts';
import { tourRunPdfUrl, useTourRun } from '../../api/tours-report.ts';
import { RunMap } from './run-map.tsx';

const statusColour = { scanned: 'success', late: 'warning', missed: 'error', open: 'default' } as const;

/** One run in place of the list: its checkpoints, its scans on a map and in a table, and its PDF. */
export function TourRunDetails({ runId, onClose }: { runId: string; onClose: () => void }) {
  const { t } = useTranslation(['workforceReports', 'common']);
  const run = useTourRun(runId);
  const back = (
    <Button startIcon={<ArrowBackRounded sx={{ transform: 'scaleX(var(--dir-flip, 1))' }} />} onClick={onClose}>
      {t('tours.details.back')}
    </Button>
  );
  if (run.isPending) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <CircularProgress aria-label={t('tours.details.loading')} />
      </Stack>
    );
  }
  if (!run.data) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void run.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('tours.details.loadFailed')} {run.error ? translateError(run.error) : null}
        </Alert>
      </Stack>
    );
  }
  const data = run.data;
  const names = new Map(data.checkpoints.map((c) => [c.id, c.name]));
  return (
    <Stack spacing={2} data-testid="tour-run-details">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        {back}
        <Button
          component="a"
          href={tourRunPdfUrl(data.id)}
          download
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
        >
          {t('tours.details.pdf')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            <bdi>{data.tourName}</bdi>
          </Typography>
          <TourStateChip state={data.state} />
        </Stack>
        <Typography color="text.secondary">
          <bdi>{data.event.name}</bdi>
        </Typography>
        <Typography>
          <bdi>
            {t('tours.details.window', {
              start: formatCompactDateTime(data.startsAt),
              end: formatCompactDateTime(data.endsAt),
              grace: formatCompactDateTime(data.closesAt),
            })}
          </bdi>
        </Typography>
      </Paper>
      <RunMap run={data} label={t('tours.details.mapLabel')} />
      <Typography variant="h6" component="h3">
        {t('tours.details.checkpoints')}
      </Typography>
      <Stack component="ol" spacing={1} sx={{ m: 0, ps: 3 }}>
        {data.checkpoints.map((c) => (
          <li key={c.id}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography>
                <bdi>{c.name}</bdi>
              </Typography>
              <Chip size="small" color={statusColour[c.status]} label={t(`tours.checkpointStatus.${c.status}`)} />
              {c.countedAt ? (
                <Typography variant="body2" color="text.secondary">
                  <bdi>{formatCompactDateTime(c.countedAt, { seconds: true })}</bdi>
                </Typography>
              ) : null}
            </Stack>
          </li>
        ))}
      </Stack>
      <Typography variant="h6" component="h3">
        {t('tours.details.scans')}
      </Typography>
      {data.scans.length === 0 ? (
        <Typography color="text.secondary">{t('tours.details.noScans')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('tours.details.scans')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tours.details.columns.time')}</TableCell>
                <TableCell>{t('tours.details.columns.checkpoint')}</TableCell>
                <TableCell>{t('tours.details.columns.guard')}</TableCell>
                <TableCell>{t('tours.details.columns.position')}</TableCell>
                <TableCell>{t('tours.details.columns.flag')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.scans.map((s) => (
                <TableRow key={s.id} data-flagged={s.flagged ?? ''}>
                  <TableCell>
                    <bdi>{formatCompactDateTime(s.at, { seconds: true })}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{names.get(s.checkpointId) ?? ''}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{s.guard.name}</bdi>
                  </TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {s.latitude !== null && s.longitude !== null ? (
                      <bdi dir="ltr">
                        {`${s.latitude.toFixed(5)}, ${s.longitude.toFixed(5)}`}
                        {s.accuracy !== null
                          ? ` ${t('tours.details.accuracy', { metres: formatCount(Math.round(s.accuracy)) })}`
                          : ''}
                      </bdi>
                    ) : (
                      t('tours.details.noPosition')
                    )}
                  </TableCell>
                  <TableCell>
                    <ScanFlagChips
                      flags={s.flags}
                      at={s.at}
                      receivedAt={s.receivedAt}
                      none={t('tours.details.notFlagged')}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
