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
import { type RowAction, RowActionsMenuButton } from './row-actions.tsx';
import { type ListPagination, type ListQuery, pageCountOf } from './use-list-pagination.ts';

/** The pager below a phone list (`count` pages). */
function PhonePager({ count, paging, size }: { count: number; paging: ListPagination; size?: 'small' }) {
  return (
    <Pagination
      count={count}
      page={paging.pagination.page + 1}
      onChange={(_event, next) => paging.setPagination((current) => ({ ...current, page: next - 1 }))}
      size={size}
    />
  );
}

/**
 * What every phone list shows around its rows: a progress bar while it loads, an icon and a sentence when it is
 * empty, the pages below.
 */
export function PhoneListFrame({
  query,
  paging,
  loadingLabel,
  emptyIcon,
  emptyLabel,
  children,
}: {
  query: ListQuery<unknown>;
  paging: ListPagination;
  loadingLabel: string;
  emptyIcon: ReactElement;
  emptyLabel: string;
  children: ReactNode;
}) {
  const pageCount = pageCountOf(query.data?.total, paging.pagination);
  return (
    <Box>
      {query.isFetching ? <LinearProgress aria-label={loadingLabel} sx={{ mb: 1 }} /> : null}
      {query.data?.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          {emptyIcon}
          <Typography>{emptyLabel}</Typography>
        </Box>
      ) : null}
      {children}
      {pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <PhonePager count={pageCount} paging={paging} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The first line of a record on a phone: its name, wrapped when long (a phone has no hover to show it whole), with its status chip beside it. */
export function PhoneLineTitle({ title, chip, dir }: { title: ReactNode; chip: ReactNode; dir?: 'auto' }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography
        variant="subtitle2"
        component="span"
        dir={dir}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      {chip}
    </Box>
  );
}

/** A record's actions on a phone line, behind the "more" button at the line's end. */
export interface PhoneLineMenu<Row, Key extends string> {
  /** The button's accessible name, e.g. "Actions for Acme". */
  label: (row: Row) => string;
  actions: (row: Row) => readonly RowAction<Key>[];
  onRun: (key: Key, row: Row) => void;
}

/**
 * A list screen on a phone, one tappable line per record (the grid's columns do not fit): its title, the facts
 * under it, and its actions behind a button at its end.
 */
export function PhoneLineList<Row extends { id: string }, Key extends string = string>({
  label,
  primary,
  secondary,
  menu,
  onOpen,
  ...frame
}: {
  label: string;
  query: ListQuery<Row>;
  paging: ListPagination;
  loadingLabel: string;
  emptyIcon: ReactElement;
  emptyLabel: string;
  primary: (row: Row) => ReactNode;
  /** The facts under the title, joined with " · " (the empty ones left out). */
  secondary: (row: Row) => readonly (string | null | undefined)[];
  /** The row's actions, if the viewer may act on it. */
  menu?: PhoneLineMenu<Row, Key> | undefined;
  onOpen: (row: Row) => void;
}) {
  const rows = frame.query.data?.items ?? [];
  return (
    <PhoneListFrame {...frame}>
      <List aria-label={label} disablePadding>
        {rows.map((row, index) => (
          <ListItem
            key={row.id}
            divider={index < rows.length - 1}
            disablePadding
            secondaryAction={
              menu ? (
                <RowActionsMenuButton
                  label={menu.label(row)}
                  actions={() => menu.actions(row)}
                  onRun={(key) => menu.onRun(key, row)}
                />
              ) : undefined
            }
          >
            <ListItemButton onClick={() => onOpen(row)} sx={{ py: 1.25, pr: menu ? 7 : 2 }}>
              <ListItemText
                primary={primary(row)}
                secondary={secondary(row).filter(Boolean).join(' · ')}
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
  query,
  paging,
  emptyLabel,
  card,
}: {
  label: string;
  query: ListQuery<Row>;
  paging: ListPagination;
  emptyLabel: string;
  card: (row: Row) => ReactElement;
}) {
  const { t } = useTranslation('common');
  const rows = query.data?.items ?? [];
  const pageCount = pageCountOf(query.data?.total, paging.pagination);
  if (query.isFetching && rows.length === 0) {
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
          <PhonePager count={pageCount} paging={paging} size="small" />
        </Box>
      ) : null}
    </Stack>
  );
}
