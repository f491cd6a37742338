import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The pager below a phone list. */
export interface PhonePaging {
  /** Zero-based, as the grid counts. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * What every phone list shows around its rows: a progress bar while it loads, an icon and a sentence when it is
 * empty, the pages below.
 */
export function PhoneListFrame({
  loaded,
  empty,
  loading,
  loadingLabel,
  emptyIcon,
  emptyLabel,
  page,
  pageCount,
  onPage,
  children,
}: PhonePaging & {
  /** Whether a page of rows has arrived (the empty state waits for it). */
  loaded: boolean;
  empty: boolean;
  loading: boolean;
  loadingLabel: string;
  emptyIcon: ReactElement;
  emptyLabel: string;
  children: ReactNode;
}) {
  return (
    <Box>
      {loading ? <LinearProgress aria-label={loadingLabel} sx={{ mb: 1 }} /> : null}
      {loaded && empty ? (
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          {emptyIcon}
          <Typography>{emptyLabel}</Typography>
        </Box>
      ) : null}
      {children}
      {pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_event, next) => onPage(next - 1)} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The first line of a record on a phone: its name, cut at its end, with its status chip beside it. */
export function PhoneLineTitle({ title, chip, dir }: { title: ReactNode; chip: ReactNode; dir?: 'auto' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="span" noWrap dir={dir} sx={{ flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {chip}
    </Box>
  );
}

/**
 * A list screen on a phone, one tappable line per record (the grid's columns do not fit), each line's actions
 * behind a button at its end.
 */
export function PhoneLineList<Row extends { id: string }>({
  label,
  rows,
  primary,
  secondary,
  actions,
  onOpen,
  ...frame
}: PhonePaging & {
  label: string;
  rows: Row[];
  /** Whether a page of rows has arrived (the empty state waits for it). */
  loaded: boolean;
  loading: boolean;
  loadingLabel: string;
  emptyIcon: ReactElement;
  emptyLabel: string;
  primary: (row: Row) => ReactNode;
  secondary: (row: Row) => ReactNode;
  /** The row's action button, if the viewer may act on it. */
  actions?: ((row: Row) => ReactNode) | undefined;
  onOpen: (row: Row) => void;
}) {
  return (
    <PhoneListFrame {...frame} empty={rows.length === 0}>
      <List aria-label={label} disablePadding>
        {rows.map((row, index) => (
          <ListItem
            key={row.id}
            divider={index < rows.length - 1}
            disablePadding
            secondaryAction={actions ? actions(row) : undefined}
          >
            <ListItemButton onClick={() => onOpen(row)} sx={{ py: 1.25, pr: actions ? 7 : 2 }}>
              <ListItemText
                primary={primary(row)}
                secondary={secondary(row)}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </PhoneListFrame>
  );
}

/** A list screen on a phone as a stack of cards (`card` renders one, as an `li`), with its loading and empty states. */
export function PhoneCardList<Row extends { id: string }>({
  label,
  rows,
  loading,
  emptyLabel,
  card,
  page,
  pageCount,
  onPage,
}: PhonePaging & {
  label: string;
  rows: Row[];
  loading: boolean;
  emptyLabel: string;
  card: (row: Row) => ReactElement;
}) {
  const { t } = useTranslation('common');
  if (loading && rows.length === 0) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('states.loading')} />
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyLabel}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {rows.map(card)}
      {pageCount > 1 ? (
        <Box component="li" sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_e, next) => onPage(next - 1)} size="small" />
        </Box>
      ) : null}
    </Stack>
  );
}
