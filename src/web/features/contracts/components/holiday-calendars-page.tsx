import EditOutlined from '@mui/icons-material/EditOutlined';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HolidayCalendar } from '../../../../shared/contract/billing.ts';
import { actionsColumn, countColumn, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { PhoneLineList } from '../../../components/list-page/phone-lists.tsx';
import { gridMenuActions } from '../../../components/list-page/row-actions.tsx';
import { pageOfAll, useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { useAddOnArrival } from '../../../lib/add-on-arrival.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useHolidayCalendars } from '../api/contracts.ts';
import { isolate } from './contract-dates.ts';
import { HolidayCalendarDialog, sortedDates } from './holiday-calendar-dialog.tsx';

/** The next holiday of a calendar from today, as "New Year's Day · 1 Jan 2027". */
function nextHoliday(calendar: HolidayCalendar): string | null {
  const today = new Date().toISOString().slice(0, 10);
  const next = sortedDates(calendar.dates).find((entry) => entry.date >= today);
  return next ? isolate(`${isolate(next.name)} · ${isolate(formatDate(`${next.date}T00:00:00`))}`) : null;
}

/** The client's holiday calendars (docs/product/billing.md): hours on their days bill at the contract's holiday rate. */
export default function HolidayCalendarsPage() {
  const { t } = useTranslation(['contracts', 'common']);
  const calendars = useHolidayCalendars();
  const [dialog, setDialog] = useState<{ calendar?: HolidayCalendar } | null>(useAddOnArrival(true) ? {} : null);
  const paging = useListPaging([]);
  const query = pageOfAll(calendars, paging.pagination);
  const edit = (calendar: HolidayCalendar) => setDialog({ calendar });

  const columns = useMemo<GridColDef<HolidayCalendar>[]>(
    () => [
      {
        field: 'name',
        headerName: t('calendars.columns.name'),
        flex: 1.5,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <TwoLineCell
            title={row.name}
            caption={nextHoliday(row) ? t('calendars.next', { holiday: nextHoliday(row) }) : null}
            dir="auto"
            textAlign="start"
          />
        ),
      },
      {
        ...countColumn<HolidayCalendar>('dateCount', t('calendars.columns.dates')),
        valueGetter: (_value, row) => row.dates.length,
      },
      countColumn('contractCount', t('calendars.columns.contracts')),
      actionsColumn<HolidayCalendar>(t('calendars.columns.actions'), (row) =>
        gridMenuActions(
          [{ key: 'edit', label: t('common:actions.edit'), icon: <EditOutlined fontSize="small" /> }],
          () => setDialog({ calendar: row }),
        ),
      ),
    ],
    [t],
  );

  return (
    <ListScreen
      title={t('calendars.title')}
      subtitle={t('calendars.subtitle')}
      actions={<AddButton label={t('calendars.add')} onClick={() => setDialog({})} />}
      query={query}
      paging={paging}
      emptyLabel={t('calendars.empty')}
      loadFailed={t('calendars.loadFailed')}
      toolbar={null}
      phoneList={(rows) => (
        <PhoneLineList
          {...rows}
          loadingLabel={t('common:states.loading')}
          emptyIcon={<EventAvailableRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
          primary={(calendar) => calendar.name}
          secondary={(calendar) => [
            t('calendars.dateCount', { formatted: formatCount(calendar.dates.length) }),
            t('calendars.contractCount', { formatted: formatCount(calendar.contractCount) }),
            nextHoliday(calendar),
          ]}
          onOpen={edit}
        />
      )}
      grid={{ columns, onOpenRow: edit }}
    >
      {dialog ? (
        <HolidayCalendarDialog
          key={dialog.calendar?.id ?? 'add'}
          calendar={dialog.calendar}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </ListScreen>
  );
}
