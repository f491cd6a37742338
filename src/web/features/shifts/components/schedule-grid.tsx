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

/**
 * Placed shifts by shift: a refetch keeps the objects of unchanged shifts (the query's structural sharing), so
 * their placed twins stay the same objects too and the rows holding only them are not drawn again.
 */
const placedOf = new WeakMap<Shift, PlacedShift>();

export function placeShifts(shifts: readonly Shift[], days: readonly string[]): PlacedShift[] {
  const inWeek = new Set(days);
  const placed: PlacedShift[] = [];
  for (const shift of shifts) {
    let item = placedOf.get(shift);
    if (!item) {
      item = {
        shift,
        day: dateIn(Date.parse(shift.startAt), shift.eventTimeZone),
        start: timeIn(shift.startAt, shift.eventTimeZone),
        end: timeIn(shift.endAt, shift.eventTimeZone),
        unfilled: shift.status === 'scheduled' && shift.filled + shift.pending < shift.headcount,
      };
      placedOf.set(shift, item);
    }
    if (inWeek.has(item.day)) placed.push(item);
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

type ScheduleT = ReturnType<typeof useTranslation<'shifts'>>['t'];

/**
 * The chips' texts, each worked out once per distinct value (a week of thousands of shifts has few distinct
 * "2 of 3"s): translating is a good part of drawing a chip. Made again when the language changes.
 */
function chipTexts(t: ScheduleT) {
  const cache = new Map<string, string>();
  const once = (key: string, make: () => string) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = make();
      cache.set(key, text);
    }
    return text;
  };
  return {
    filled: (filled: number, headcount: number) =>
      once(`f${filled}/${headcount}`, () => t('grid.filled', { filled, headcount })),
    unfilled: (count: number) => once(`u${count}`, () => t('grid.unfilled', { count })),
    pending: (name: string) => once(`p${name}`, () => t('grid.pendingName', { name })),
    cancelled: once('cancelled', () => t('grid.cancelled')),
    draft: once('draft', () => t('grid.draft')),
  };
}
type ChipTexts = ReturnType<typeof chipTexts>;

/**
 * The week as a table: a row per post (under its event) or per person, a column per day. Plain elements and one
 * style sheet; each row is a CSS grid laid out on its own (not the table algorithm, which lays out every row to
 * size the columns), so the browser skips rows out of view (`content-visibility`) and a week of a large operation
 * (thousands of shifts) draws quickly. Rows are memoised: opening a shift, or a refetch that changed one shift,
 * draws only what changed.
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
  const { t } = useTranslation('shifts');
  const theme = useTheme();
  const rows = useMemo(() => (view === 'post' ? rowsByPost(placed) : rowsByPerson(placed)), [placed, view]);
  const texts = useMemo(() => chipTexts(t), [t]);
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
          display: 'block',
          minWidth: 900,
          fontSize: 13,
          '& thead, & tbody': { display: 'block' },
          '& .row': {
            display: 'grid',
            gridTemplateColumns: `160px repeat(${days.length}, minmax(0, 1fr))`,
            // Rows out of view are not laid out or painted; the browser keeps their last height once seen.
            contentVisibility: 'auto',
            containIntrinsicSize: 'auto 72px',
          },
          '& .row > *': {
            display: 'block',
            borderBottom: border,
            borderInlineStart: border,
            p: 0.75,
            minWidth: 0,
            textAlign: 'start',
          },
          '& .head': { contentVisibility: 'visible', fontWeight: 600, bgcolor: 'action.hover' },
          '& th[scope=row]': { fontWeight: 500, overflowWrap: 'anywhere' },
          '& .event > *': {
            gridColumn: '1 / -1',
            bgcolor: alpha(theme.palette.primary.main, 0.08),
            fontWeight: 700,
          },
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
          <tr className="row head">
            <th scope="col">{t(view === 'post' ? 'grid.post' : 'grid.person')}</th>
            {days.map((day, i) => (
              <th scope="col" key={day}>
                {dayLabels[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <GridRow key={row.key} row={row} days={days} showPlace={view === 'person'} texts={texts} />
          ))}
        </tbody>
      </Box>
    </Box>
  );
});

/** The same shifts (the same objects) on every day of two rows' cells. */
function sameCells(a: Row, b: Row, days: readonly string[]): boolean {
  if (a.cells === b.cells) return true;
  return days.every((day) => {
    const x = a.cells.get(day);
    const y = b.cells.get(day);
    return (
      x === y || (x !== undefined && y !== undefined && x.length === y.length && x.every((item, i) => item === y[i]))
    );
  });
}

/** About how tall a shift's chip is, in px (times and places, its people; the place too by person). */
const chipHeightGuess = { plain: 62, withPlace: 84 };

/** One row of the grid: an event's heading, or a post's or a person's week. Drawn again only when it changed. */
const GridRow = memo(
  function GridRow({
    row,
    days,
    showPlace,
    texts,
  }: {
    row: Row;
    days: readonly string[];
    showPlace: boolean;
    texts: ChipTexts;
  }) {
    if (row.heading !== undefined) {
      return (
        <tr className="row event">
          <th scope="colgroup" colSpan={days.length + 1}>
            {row.heading}
            <span className="zone">{row.sub}</span>
          </th>
        </tr>
      );
    }
    // What the browser assumes for a row it has not laid out yet (`content-visibility`): near its real height, so a
    // full load or a switch of view lays out only the rows in view, not every tall row of the "by person" view.
    let tallest = 0;
    for (const list of row.cells.values()) tallest = Math.max(tallest, list.length);
    const guess = 12 + tallest * (showPlace ? chipHeightGuess.withPlace : chipHeightGuess.plain);
    return (
      <tr className="row" style={{ containIntrinsicSize: `auto ${guess}px` }}>
        <th scope="row">{row.label}</th>
        {days.map((day) => (
          <td key={day}>
            {row.cells.get(day)?.map((item) => (
              <ShiftChip key={item.shift.id} item={item} showPlace={showPlace} texts={texts} />
            ))}
          </td>
        ))}
      </tr>
    );
  },
  (prev, next) =>
    prev.days === next.days &&
    prev.showPlace === next.showPlace &&
    prev.texts === next.texts &&
    prev.row.heading === next.row.heading &&
    prev.row.label === next.row.label &&
    prev.row.sub === next.row.sub &&
    sameCells(prev.row, next.row, next.days),
);

/** One shift in a cell: its times, places filled of needed, its people; unfilled ones say so in words too. */
function ShiftChip({ item, showPlace, texts }: { item: PlacedShift; showPlace: boolean; texts: ChipTexts }) {
  const { shift } = item;
  const cancelled = shift.status === 'cancelled';
  const classes = ['shift', item.unfilled && 'unfilled', cancelled && 'cancelled', !shift.published && 'draft']
    .filter(Boolean)
    .join(' ');
  const names = shift.assignments.map((a) => (a.status === 'pending' ? texts.pending(a.name) : a.name)).join(', ');
  return (
    <button type="button" className={classes} data-shift={shift.id}>
      <span className="time">
        {item.start}–{item.end}
      </span>
      <span className="count">{texts.filled(shift.filled, shift.headcount)}</span>
      {cancelled ? <span className="flag">{texts.cancelled}</span> : null}
      {item.unfilled ? (
        <span className="flag">{texts.unfilled(shift.headcount - shift.filled - shift.pending)}</span>
      ) : null}
      {!shift.published && !cancelled ? <span className="names">{texts.draft}</span> : null}
      {showPlace ? <span className="names">{`${shift.eventName} · ${shift.post}`}</span> : null}
      {names ? <span className="names">{names}</span> : null}
    </button>
  );
}
