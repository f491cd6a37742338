import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS, jaJP, trTR } from '@mui/x-data-grid/locales';
import { useLanguage } from '../i18n/i18n.ts';

type LocaleText = Partial<GridLocaleText>;

const turkish: LocaleText = {
  ...trTR.components.MuiDataGrid.defaultProps.localeText,
  // MUI's Turkish pack leaves the page range in English ("1–10 of 25").
  paginationDisplayedRows: ({ from, to, count }) => `${from}–${to} / ${count === -1 ? `${to}+` : count}`,
};

const gridLocales: Record<string, LocaleText> = {
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  tr: turkish,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
  jp: jaJP.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * The data grid's own texts (toolbar, column menu, filters, pagination, "No rows") in the current language:
 * pass as `localeText` to every DataGrid. Lives here, not in the theme, so the grid's texts load with the grid.
 */
export function useDataGridLocaleText(): LocaleText {
  return gridLocales[useLanguage().id] ?? gridLocales.en ?? {};
}
