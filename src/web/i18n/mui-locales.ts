import { arSD, jaJP, trTR } from '@mui/material/locale';

/** MUI's texts of the languages other than English, loaded on demand (mui-locale.ts). */
export const muiLocales = { tr: trTR, ar: arSD, jp: jaJP } as const;
