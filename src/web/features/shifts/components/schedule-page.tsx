import AddRounded from '@mui/icons-material/AddRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schedulingDefaults } from '../../../../shared/contract/shifts.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { languageOf } from '../../../i18n/languages.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useSession } from '../../../lib/session.ts';
import { useSchedulingSettings, useShifts, useShiftsLiveUpdates } from '../api/shifts.ts';
import { placeShifts, ScheduleGrid, type ScheduleView } from './schedule-grid.tsx';
import { ShiftDetailsDialog } from './shift-details-dialog.tsx';
import { ShiftFormDialog } from './shift-form-dialog.tsx';
import { addDays, dateIn, weekDays, weekWindow } from './week.ts';

/**
 * The schedule (docs/product/shifts.md): a week of shifts by event and post, or by person; unfilled shifts
 * stand out; a shift opens its details (people, candidates, publishing).
 */
export default function SchedulePage() {
  const { t, i18n } = useTranslation(['shifts', 'common']);
  const roles = useSession().data?.user?.roles ?? [];
  const mayEdit = hasPermission(roles, 'shifts.edit');
  const settings = useSchedulingSettings();
  const rules = settings.data ?? (settings.isError ? { ...schedulingDefaults, timeZone: 'UTC' } : undefined);
  const [anchor, setAnchor] = useState<string | null>(null);
  const [view, setView] = useState<ScheduleView>('post');
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);

  const today = rules ? dateIn(serverNowMs(), rules.timeZone) : undefined;
  const days = useMemo(
    () => (rules && today ? weekDays(anchor ?? today, rules.weekStart) : []),
    [rules, today, anchor],
  );
  const window = useMemo(() => (days.length > 0 ? weekWindow(days) : undefined), [days]);
  const shifts = useShifts(window);
  useShiftsLiveUpdates();
  const placed = useMemo(() => placeShifts(shifts.data?.items ?? [], days), [shifts.data, days]);
  const unfilled = placed.filter((p) => p.unfilled).length;

  const locale = languageOf(i18n.language).locale;
  const dayLabels = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    return days.map((day) => format.format(new Date(`${day}T00:00:00Z`)));
  }, [days, locale]);
  const weekLabel =
    days.length > 0
      ? new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).formatRange(new Date(`${days[0]}T00:00:00Z`), new Date(`${days[6]}T00:00:00Z`))
      : '';
  const move = (weeks: number) => setAnchor(addDays(days[0] ?? today ?? '', weeks * 7));
  const loading = !rules || shifts.isPending;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ListPageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          mayEdit ? (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
              {t('page.addShift')}
            </Button>
          ) : null
        }
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label={t('page.previousWeek')} onClick={() => move(-1)} disabled={days.length === 0}>
          <ChevronLeftRounded sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Button variant="outlined" size="small" onClick={() => setAnchor(null)} disabled={days.length === 0}>
          {t('page.today')}
        </Button>
        <IconButton aria-label={t('page.nextWeek')} onClick={() => move(1)} disabled={days.length === 0}>
          <ChevronRightRounded sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography component="h2" variant="h6" sx={{ flex: 1, minWidth: 180 }}>
          {weekLabel}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: ScheduleView | null) => next && setView(next)}
          aria-label={t('page.viewAria')}
        >
          <ToggleButton value="post">{t('page.byPost')}</ToggleButton>
          <ToggleButton value="person">{t('page.byPerson')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <ListLoadError query={shifts} title={t('page.loadFailed')} />
      {loading && !shifts.isError ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('page.loading')} />
        </Box>
      ) : shifts.isError ? null : placed.length === 0 ? (
        <Alert
          severity="info"
          action={
            mayEdit ? (
              <Button color="inherit" size="small" onClick={() => setAdding(true)}>
                {t('page.addShift')}
              </Button>
            ) : null
          }
        >
          {t(mayEdit ? 'page.emptyAdd' : 'page.empty')}
        </Alert>
      ) : (
        <>
          {unfilled > 0 ? (
            <Alert severity="warning" variant="outlined">
              {t('page.unfilledCount', { count: unfilled })}
            </Alert>
          ) : null}
          {view === 'person' && placed.every((p) => p.shift.assignments.length === 0) ? (
            <Alert severity="info">{t('page.nobodyAssigned')}</Alert>
          ) : (
            <ScheduleGrid placed={placed} days={days} dayLabels={dayLabels} view={view} onOpen={setOpenId} />
          )}
        </>
      )}
      {mayEdit ? <ShiftFormDialog open={adding} onClose={() => setAdding(false)} /> : null}
      <ShiftDetailsDialog shiftId={openId} onClose={() => setOpenId(null)} />
    </Box>
  );
}
