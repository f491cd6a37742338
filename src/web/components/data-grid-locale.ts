import { arSD, enUS, jaJP, trTR } from '@mui/x-data-grid/locales';
import { useLanguage } from '../i18n/i18n.ts';

const gridLocales = { en: enUS, tr: trTR, ar: arSD, jp: jaJP } as const;

/**
 * The data grid's own texts (toolbar, column menu, filters, pagination, "No rows") in the current language:
 * pass as `localeText` to every DataGrid. Lives here, not in the theme, so the grid's texts load with the grid.
 */
export function useDataGridLocaleText() {
  return gridLocales[useLanguage().id].components.MuiDataGrid.defaultProps.localeText;
}
