import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import {
  coverageHours as hours,
  coveragePercent as percent,
  coverageToneOf as toneOf,
  useWeekCoverage,
} from '../../../lib/coverage.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';

/** Keeps a number with its sign in place inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * This week's coverage per customer above the map (docs/product/billing.md#coverage), for those who see coverage
 * (billing.coverage); nothing for anyone else. Collapsed at first on a phone, where the map needs the room.
 */
export function CoveragePanel() {
  const roles = useSession().data?.user?.roles ?? [];
  if (!hasPermission(roles, 'billing.coverage')) return null;
  return <CoverageThisWeek />;
}

function CoverageThisWeek() {
  const { t } = useTranslation('map');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(!phone);
  const coverage = useWeekCoverage();
  const items = coverage.data?.items ?? [];
  const under = items.filter((item) => item.coveragePct !== null && item.coveragePct < 90).length;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="map-coverage-title" data-testid="map-coverage">
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, px: 1, py: 0.5 }}>
        <Typography id="map-coverage-title" variant="subtitle2" component="h2">
          <Button
            color="inherit"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="map-coverage-body"
            endIcon={open ? <KeyboardArrowUpRounded /> : <KeyboardArrowDownRounded />}
            sx={{ fontWeight: 600, textTransform: 'none' }}
          >
            {t('coverage.title')}
          </Button>
        </Typography>
        {coverage.data ? (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="map-coverage-count"
            sx={{ display: { xs: 'none', sm: 'block' } }}
          >
            {t('coverage.customers', { number: formatCount(items.length) })}
          </Typography>
        ) : null}
        {under > 0 ? (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            data-testid="map-coverage-under"
            label={t('coverage.under', { percent: isolate(percent(90)), number: isolate(formatCount(under)) })}
          />
        ) : null}
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box id="map-coverage-body" sx={{ borderTop: 1, borderColor: 'divider' }}>
          {coverage.isPending ? (
            <Box sx={{ px: 2, py: 1 }} aria-busy="true" aria-label={t('coverage.loading')}>
              <Skeleton variant="text" />
            </Box>
          ) : coverage.error ? (
            <Typography variant="body2" color="text.secondary" role="alert" sx={{ px: 2, py: 1 }}>
              {t('coverage.loadFailed')} {translateError(coverage.error)}
            </Typography>
          ) : items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('coverage.empty')}
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('coverage.title')}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 1,
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
                gap: 1,
                maxHeight: { xs: 188, md: 152 },
                overflowY: 'auto',
              }}
            >
              {items.map((item) => {
                const tone = item.coveragePct === null ? null : toneOf(item.coveragePct);
                return (
                  <Box
                    component="li"
                    key={item.customerId}
                    data-testid="map-coverage-row"
                    data-tone={tone ?? 'none'}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.25, py: 0.75, minWidth: 0 }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Typography variant="body2" noWrap dir="auto" sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
                        {item.customerName}
                      </Typography>
                      {item.coveragePct === null || tone === null ? (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          title={t('coverage.noContract')}
                          aria-label={t('coverage.noContract')}
                        >
                          —
                        </Typography>
                      ) : (
                        <Chip
                          size="small"
                          color={tone}
                          label={<bdi>{percent(item.coveragePct)}</bdi>}
                          sx={{ height: 20, fontWeight: 600 }}
                        />
                      )}
                    </Box>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('coverage.hours', {
                        delivered: hours(item.deliveredMinutes),
                        contracted: hours(item.contractedMinutes),
                      })}
                    </Typography>
                    {item.coveragePct === null || tone === null ? null : (
                      <LinearProgress
                        variant="determinate"
                        color={tone}
                        value={Math.min(100, item.coveragePct)}
                        aria-label={t('coverage.progress', { name: item.customerName })}
                        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
                      />
                    )}
                  </Box>
                );
              })}
            </Box>
          )}
          <Box sx={{ px: 1, pb: 0.5 }}>
            <Button
              size="small"
              component={RouterLink}
              to={screenPath('coverage')}
              endIcon={<ArrowForwardRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
            >
              {t('coverage.report')}
            </Button>
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
