import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeIdFor } from '../../../../shared/badge-id.ts';
import type { Personnel } from '../../../../shared/contract/personnel.ts';
import { isRole } from '../../../../shared/roles.ts';
import { BadgeCard, badgeWidthMm } from '../../../components/badge-card.tsx';
import { DisabledReasonTooltip } from '../../../components/disabled-reason-tooltip.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { badgePageSize, badgePersonnelPage, useBadgePersonnel } from '../api/list-personnel.ts';

/** Two columns of five CR80 cards fit the 190 × 277 mm printable area of A4 with 10 mm margins. */
const badgesPerSheet = 10;

/**
 * Print: only the badge sheets. The app shell (navbar, toolbar, footer), the picker and the buttons are hidden;
 * each sheet is one A4 page of two columns of 85.6 × 54 mm cards.
 */
const printStyles = `
@media print {
  @page { size: A4; margin: 10mm; }
  html, body { background: #fff !important; }
  header, footer, nav, .MuiDrawer-root, .MuiDrawer-docked, .notistack-SnackbarContainer,
  a[href="#main-content"], [data-print-hide] { display: none !important; }
  [data-layout] { display: block !important; min-height: 0 !important; background: #fff !important; }
  #main-content { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  [data-badge-root], [data-badge-root] > *, [data-badge-sheets] > * { margin: 0 !important; }
  [data-badge-preview] { padding: 0 !important; border: 0 !important; box-shadow: none !important; background: none !important; }
  .badge-sheet {
    display: grid !important;
    grid-template-columns: repeat(2, ${badgeWidthMm}mm);
    gap: 0 !important;
    justify-content: center;
    break-after: page;
    page-break-after: always;
  }
  .badge-sheet:last-child { break-after: auto; page-break-after: auto; }
}
`;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Badges (/badge): pick personnel, preview their ID badges and print them, ten CR80 cards per A4 page. */
export default function BadgesPage() {
  const { t } = useTranslation(['badges', 'common']);
  const session = useSession();
  const clientName = session.data?.user?.clientName ?? '';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, Personnel>>(new Map());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on its first page.
  useEffect(() => setPage(1), [q]);

  const list = useBadgePersonnel(badgePersonnelPage(page, q));
  const people = list.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.total ?? 0) / badgePageSize));
  const selectedOnPage = people.filter((p) => selected.has(p.id)).length;
  const allOnPage = people.length > 0 && selectedOnPage === people.length;

  const roleLabel = (person: Personnel) => {
    const role = person.roles[0];
    return role && isRole(role) ? t(`common:roles.${role}`) : t('common:roles.none');
  };

  const toggle = (person: Personnel) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(person.id)) next.delete(person.id);
      else next.set(person.id, person);
      return next;
    });

  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      if (allOnPage) for (const person of people) next.delete(person.id);
      else for (const person of people) next.set(person.id, person);
      return next;
    });

  const sheets = useMemo(() => chunk([...selected.values()], badgesPerSheet), [selected]);

  return (
    <Stack spacing={3} data-badge-root>
      <GlobalStyles styles={printStyles} />
      <Stack
        data-print-hide
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('page.title')}
          </Typography>
          <Typography color="text.secondary">{t('page.subtitle')}</Typography>
        </Box>
        <DisabledReasonTooltip reason={selected.size === 0 ? t('page.chooseFirst') : null}>
          <Button
            variant="contained"
            startIcon={<PrintRounded />}
            disabled={selected.size === 0}
            onClick={() => window.print()}
            sx={{ flexShrink: 0 }}
          >
            {t('page.print')}
          </Button>
        </DisabledReasonTooltip>
      </Stack>

      <Stack
        direction={{ xs: 'column', lg: 'row' }}
        spacing={3}
        data-badge-root
        sx={{ alignItems: { lg: 'flex-start' } }}
      >
        <Paper data-print-hide variant="outlined" sx={{ p: 2, width: { lg: 380 }, flexShrink: 0 }}>
          <Stack spacing={1.5}>
            <SearchField
              value={search}
              onChange={setSearch}
              label={t('page.searchLabel')}
              ariaLabel={t('page.searchAria')}
              fullWidth
            />
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Box component="label" sx={{ display: 'flex', alignItems: 'center', cursor: 'pointer' }}>
                <Checkbox
                  checked={allOnPage}
                  indeterminate={selectedOnPage > 0 && !allOnPage}
                  disabled={people.length === 0}
                  onChange={togglePage}
                />
                <Typography variant="body2">{t('page.selectAllOnPage')}</Typography>
              </Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary" aria-live="polite">
                  {t('page.selectedCount', { count: selected.size })}
                </Typography>
                <DisabledReasonTooltip reason={selected.size === 0 ? t('page.nothingSelected') : null}>
                  <Button size="small" disabled={selected.size === 0} onClick={() => setSelected(new Map())}>
                    {t('page.clearSelection')}
                  </Button>
                </DisabledReasonTooltip>
              </Stack>
            </Stack>
            {list.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={() => void list.refetch()} disabled={list.isFetching}>
                    {t('common:actions.retry')}
                  </Button>
                }
              >
                <AlertTitle>{t('page.loadFailed')}</AlertTitle>
                {translateError(list.error)}
              </Alert>
            ) : list.isPending ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
                <CircularProgress aria-label={t('page.loading')} />
              </Box>
            ) : people.length === 0 ? (
              <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                {t('page.empty')}
              </Typography>
            ) : (
              <Box component="ul" aria-label={t('page.peopleList')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {people.map((person) => (
                  <Box component="li" key={person.id}>
                    <Box
                      component="label"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        py: 0.5,
                        borderRadius: 1,
                        cursor: 'pointer',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <Checkbox
                        checked={selected.has(person.id)}
                        onChange={() => toggle(person)}
                        slotProps={{ input: { 'aria-label': t('page.selectPerson', { name: person.name }) } }}
                      />
                      <Avatar src={person.photoUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                        {person.name.trim()[0]?.toLocaleUpperCase()}
                      </Avatar>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                          {person.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" noWrap component="div">
                          {roleLabel(person)}
                        </Typography>
                      </Box>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
            {pageCount > 1 ? (
              <Pagination
                count={pageCount}
                page={page}
                onChange={(_, value) => setPage(value)}
                size="small"
                aria-label={t('page.pages')}
                sx={{ alignSelf: 'center' }}
              />
            ) : null}
          </Stack>
        </Paper>

        <Paper
          component="section"
          aria-label={t('page.preview')}
          data-badge-preview
          variant="outlined"
          sx={{ p: 2, flex: 1, minWidth: 0, overflowX: 'auto' }}
        >
          <Box data-print-hide sx={{ mb: 2 }}>
            <Typography variant="h6" component="h2">
              {t('page.preview')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('page.printHint')}
            </Typography>
          </Box>
          {sheets.length === 0 ? (
            <Typography data-print-hide color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {t('page.previewEmpty')}
            </Typography>
          ) : (
            <Stack spacing={2} data-badge-sheets>
              {sheets.map((sheet, index) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its position in the print.
                  key={index}
                  className="badge-sheet"
                  role="group"
                  aria-label={t('page.sheet')}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
                >
                  {sheet.map((person) => (
                    <BadgeCard
                      key={person.id}
                      name={person.name}
                      roleLabel={roleLabel(person)}
                      clientName={clientName}
                      photoUrl={person.photoUrl}
                      badgeId={badgeIdFor(person.id)}
                    />
                  ))}
                </Box>
              ))}
            </Stack>
          )}
        </Paper>
      </Stack>
    </Stack>
  );
}
