import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubScreenWidth } from '../../test/screen-width.ts';
import { EllipsisCell } from './grid-cells.tsx';
import { ListGrid } from './list-grid.tsx';

interface Row {
  id: string;
  name: string;
}

const longName = 'Millennium Park — Plaza and Ice Rink Patrol, North Entrance';
const columns: GridColDef<Row>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 120,
    renderCell: ({ row }) => <EllipsisCell dir="auto">{row.name}</EllipsisCell>,
  },
];

function renderGrid() {
  render(
    <ThemeProvider theme={createTheme()}>
      <ListGrid<Row>
        label="Sites"
        columns={columns}
        query={{ data: { items: [{ id: '1', name: longName }], total: 1 }, isFetching: false }}
        paging={{ pagination: { page: 0, pageSize: 10 }, setPagination: () => {} }}
        emptyLabel="No sites"
      />
    </ThemeProvider>,
  );
  const name = screen.getByText(longName);
  return { row: name.closest('.MuiDataGrid-row'), name };
}

describe('ListGrid', () => {
  it('wraps a long name on a phone, which cannot hover to read its title', () => {
    stubScreenWidth(true);
    const { row, name } = renderGrid();
    expect(row?.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(true);
    expect(getComputedStyle(name).whiteSpace).toBe('normal');
  });

  it('keeps one line per row on a wider screen, the whole name in its title', () => {
    stubScreenWidth(false);
    const { row, name } = renderGrid();
    expect(row?.classList.contains('MuiDataGrid-row--dynamicHeight')).toBe(false);
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
    expect(name.title).toBe(longName);
  });
});
