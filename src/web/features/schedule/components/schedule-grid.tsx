import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '../../../../shared/contract/shifts.ts';
import { dateIn, timeIn } from './week.ts';

/** A shift with its local day and times in its event's time zone, worked out once per list. */
export interface PlacedShift {
  shift: Shift;
  day: string;
  start: string;
  end: string;
  /** Free places: fewer people assigned or pending than the headcount (a cancelled shift has none). */
  unfilled: boolean;
}

export function placeShifts(shifts: readonly Shift[], days: readonly string[]): PlacedShift[] {
  const inWeek = new Set(days);
  const placed: PlacedShift[] = [];
  for (const shift of shifts) {
    const day = dateIn(Date.parse(shift.startAt), shift.eventTimeZone);
    if (!inWeek.has(day)) continue;
    placed.push({
      shift,
      day,
      start: timeIn(shift.startAt, shift.eventTimeZone),
      end: timeIn(shift.endAt, shift.eventTimeZone),
      unfilled: shift.status === 'scheduled' && shift.filled + shift.pending < shift.headcount,
    });
  }
  return placed;
}

interface Row {
  key: string;
  /** A heading row (an event) spans the week; a row of cells is a post or a person. */
  heading?: string;
  label: string;
  sub?: string;
  cells: Map<string, PlacedShift[]>;
}

function addTo(row: Row, placed: PlacedShift) {
  const list = row.cells.get(placed.day);
  if (list) list.push(placed);
  else row.cells.set(placed.day, [placed]);
}

/** Rows event → post, events and posts by name. */
function rowsByPost(placed: readonly PlacedShift[]): Row[] {
  const events = new Map<string, { name: string; zone: string; posts: Map<string, Row> }>();
  for (const item of placed) {
    const { shift } = item;
    let event = events.get(shift.eventId);
    if (!event) {
      event = { name: shift.eventName, zone: shift.eventTimeZone, posts: new Map() };
      events.set(shift.eventId, event);
    }
    let row = event.posts.get(shift.post);
    if (!row) {
      row = { key: `${shift.eventId}/${shift.post}`, label: shift.post, cells: new Map() };
      event.posts.set(shift.post, row);
    }
    addTo(row, item);
  }
  const rows: Row[] = [];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  for (const [id, event] of [...events].sort((a, b) => byName(a[1], b[1]))) {
    rows.push({ key: id, heading: event.name, label: event.name, sub: event.zone, cells: new Map() });
    rows.push(...[...event.posts.values()].sort((a, b) => a.label.localeCompare(b.label)));
  }
  return rows;
}

/** Rows of people (assigned or pending), by name; a shift shows on the row of each of its people. */
function rowsByPerson(placed: readonly PlacedShift[]): Row[] {
  const people = new Map<string, Row>();
  for (const item of placed) {
    for (const person of item.shift.assignments) {
      let row = people.get(person.userId);
      if (!row) {
        row = { key: person.userId, label: person.name, cells: new Map() };
        people.set(person.userId, row);
      }
      addTo(row, item);
    }
  }
  return [...people.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export type ScheduleView = 'post' | 'person';

/**
 * The week as a table: a row per post (under its event) or per person, a column per day. Plain elements and one
 * style sheet for the whole table, so a week of a large operation (thousands of shifts) draws quickly.
 */
export const ScheduleGrid = memo(function ScheduleGrid({
  placed,
  days,
  dayLabels,
  view,
  onOpen,
}: {
  placed: readonly PlacedShift[];
  days: readonly string[];
  dayLabels: readonly string[];
  view: ScheduleView;
  onOpen: (shiftId: string) => void;
}) {
  const { t } = useTranslation('schedule');
  const theme = useTheme();
  const rows = useMemo(() => (view === 'post' ? rowsByPost(placed) : rowsByPerson(placed)), [placed, view]);
  const border = `1px solid ${theme.palette.divider}`;
  return (
    <Box
      sx={{ overflowX: 'auto', border, borderRadius: 1, bgcolor: 'background.paper' }}
      onClick={(event) => {
        const button = (event.target as HTMLElement).closest<HTMLElement>('[data-shift]');
        if (button?.dataset.shift) onOpen(button.dataset.shift);
      }}
    >
      <Box
        component="table"
        aria-label={t(view === 'post' ? 'grid.byPostAria' : 'grid.byPersonAria')}
        sx={{
          borderCollapse: 'collapse',
          width: '100%',
          minWidth: 900,
          tableLayout: 'fixed',
          fontSize: 13,
          '& th, & td': { borderBottom: border, borderInlineStart: border, p: 0.75, verticalAlign: 'top' },
          '& thead th': { fontWeight: 600, textAlign: 'start', bgcolor: 'action.hover', position: 'sticky', top: 0 },
          '& th[scope=row]': { textAlign: 'start', fontWeight: 500, width: 160 },
          '& .event th': { bgcolor: alpha(theme.palette.primary.main, 0.08), fontWeight: 700 },
          '& .zone': { color: 'text.secondary', fontWeight: 400, fontSize: 12, marginInlineStart: 1 },
          '& .shift': {
            display: 'block',
            width: '100%',
            textAlign: 'start',
            font: 'inherit',
            color: 'inherit',
            cursor: 'pointer',
            border,
            borderInlineStart: `4px solid ${theme.palette.success.main}`,
            borderRadius: 1,
            bgcolor: 'background.paper',
            p: 0.5,
            mb: 0.5,
          },
          '& .shift:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
          '& .shift.unfilled': {
            borderInlineStartColor: theme.palette.warning.main,
            bgcolor: alpha(theme.palette.warning.main, 0.12),
          },
          '& .shift.cancelled': { textDecoration: 'line-through', opacity: 0.6, borderInlineStartColor: 'grey.500' },
          '& .shift.draft': { borderStyle: 'dashed' },
          '& .time': { fontWeight: 600, direction: 'ltr', unicodeBidi: 'isolate' },
          '& .count': { marginInlineStart: 0.5 },
          '& .flag': { display: 'block', fontWeight: 600, color: theme.palette.warning.dark },
          '& .names': { display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' },
        }}
      >
        <thead>
          <tr>
            <th scope="col">{t(view === 'post' ? 'grid.post' : 'grid.person')}</th>
            {days.map((day, i) => (
              <th scope="col" key={day}>
                {dayLabels[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            row.heading !== undefined ? (
              <tr key={row.key} className="event">
                <th scope="colgroup" colSpan={days.length + 1}>
                  {row.heading}
                  <span className="zone">{row.sub}</span>
                </th>
              </tr>
            ) : (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {days.map((day) => (
                  <td key={day}>
                    {row.cells.get(day)?.map((item) => (
                      <ShiftChip key={item.shift.id} item={item} showPlace={view === 'person'} t={t} />
                    ))}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </Box>
    </Box>
  );
});

type ScheduleT = ReturnType<typeof useTranslation<'schedule'>>['t'];

/** One shift in a cell (the grid's `t` is passed down: no hook per shift): its times, places filled of needed, its people; unfilled ones say so in words too. */
function ShiftChip({ item, showPlace, t }: { item: PlacedShift; showPlace: boolean; t: ScheduleT }) {
  const { shift } = item;
  const cancelled = shift.status === 'cancelled';
  const classes = ['shift', item.unfilled && 'unfilled', cancelled && 'cancelled', !shift.published && 'draft']
    .filter(Boolean)
    .join(' ');
  const names = shift.assignments
    .map((a) => (a.status === 'pending' ? t('grid.pendingName', { name: a.name }) : a.name))
    .join(', ');
  return (
    <button type="button" className={classes} data-shift={shift.id}>
      <span className="time">
        {item.start}–{item.end}
      </span>
      <span className="count">{t('grid.filled', { filled: shift.filled, headcount: shift.headcount })}</span>
      {cancelled ? <span className="flag">{t('grid.cancelled')}</span> : null}
      {item.unfilled ? (
        <span className="flag">{t('grid.unfilled', { count: shift.headcount - shift.filled - shift.pending })}</span>
      ) : null}
      {!shift.published && !cancelled ? <span className="names">{t('grid.draft')}</span> : null}
      {showPlace ? <span className="names">{`${shift.eventName} · ${shift.post}`}</span> : null}
      {names ? <span className="names">{names}</span> : null}
    </button>
  );
}
