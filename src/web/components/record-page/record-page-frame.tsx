import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { SessionUser } from '../../../shared/contract/auth.ts';
import { translateError } from '../../i18n/translate-error.ts';
import { isApiError } from '../../lib/api-client.ts';
import { BackArrowIcon } from '../back-button.tsx';

/**
 * A record page's route: the record's view for the `:id` of the address, drawn anew for each id, once the
 * signed-in user is known.
 */
export function RecordRoute({
  actor,
  view: View,
}: {
  actor: SessionUser | null | undefined;
  view: ComponentType<{ id: string; actor: SessionUser }>;
}) {
  const { id = '' } = useParams();
  if (!actor) return null;
  return <View key={id} id={id} actor={actor} />;
}

/** What a record page needs of the query that loads its record (a TanStack Query result fits). */
export interface RecordQueryState<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * One record's page (a client, a customer, a person, an event): a way back to its list above a skeleton while
 * the record loads, a banner with a retry when it cannot (a warning when the record is not there), else the
 * page `children` draws from the record.
 */
export function RecordPageFrame<T>({
  query,
  backTo,
  backLabel,
  loadFailed,
  children,
}: {
  query: RecordQueryState<T>;
  /** The list the record belongs to. */
  backTo: string;
  backLabel: string;
  /** The banner's title when the record cannot be loaded. */
  loadFailed: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const back = (
    <Button component={RouterLink} to={backTo} startIcon={<BackArrowIcon />} sx={{ alignSelf: 'flex-start' }}>
      {backLabel}
    </Button>
  );

  if (query.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity={isApiError(query.error) && query.error.status === 404 ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{loadFailed}</AlertTitle>
          {query.error ? translateError(query.error) : null}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      {back}
      {children(query.data)}
    </Stack>
  );
}

/** The record's name as the page's heading; `dir="auto"` where the name may be written right to left. */
export function RecordTitle({ dir, children }: { dir?: 'auto'; children: ReactNode }) {
  return (
    <Typography
      variant="h4"
      component="h1"
      dir={dir}
      sx={{ fontSize: { xs: 26, sm: 30 }, overflowWrap: 'anywhere', minWidth: 0 }}
    >
      {children}
    </Typography>
  );
}
