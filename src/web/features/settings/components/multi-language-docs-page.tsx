import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/i18n.ts';
import { languages } from '../../../i18n/languages.ts';
import { formatCount, formatFullDateTime, formatMoney } from '../../../lib/format.ts';

/** A file path, always left to right (also inside Arabic text). */
function Path({ children }: { children: string }) {
  return (
    <Box
      component="code"
      dir="ltr"
      sx={{
        display: 'inline-block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.85em',
        wordBreak: 'break-all',
      }}
    >
      {children}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

/** Documentation › Configuration › Multi-language: the languages of the console and how translations work. */
export default function MultiLanguageDocsPage() {
  const { t } = useTranslation('settings');
  const language = useLanguage();
  // The examples follow the language shown; `language` re-renders them when it changes.
  const example = [formatFullDateTime(new Date().toISOString()), formatCount(1234567.5), formatMoney(987654)];
  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }} data-language={language.id}>
      <Box>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('docs.breadcrumb')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <TranslateRounded color="primary" sx={{ fontSize: 32 }} aria-hidden />
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('docs.title')}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('docs.intro')}
        </Typography>
      </Box>

      <Section title={t('docs.languagesTitle')}>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('docs.languagesTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('docs.columns.language')}</TableCell>
                <TableCell>{t('docs.columns.code')}</TableCell>
                <TableCell>{t('docs.columns.direction')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {languages.map((option) => (
                <TableRow key={option.id} selected={option.id === language.id}>
                  <TableCell lang={option.locale} sx={{ fontWeight: 600 }}>
                    {option.title}
                  </TableCell>
                  <TableCell>
                    <bdi>{option.id.toUpperCase()}</bdi>
                  </TableCell>
                  <TableCell>{t(`docs.directions.${option.direction}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Section>

      <Section title={t('docs.switchTitle')}>
        <Typography>{t('docs.switchText')}</Typography>
        <Typography>{t('docs.rememberText')}</Typography>
      </Section>

      <Section title={t('docs.rtlTitle')}>
        <Typography>{t('docs.rtlText')}</Typography>
      </Section>

      <Section title={t('docs.formatsTitle')}>
        <Typography>{t('docs.formatsText')}</Typography>
        <Typography color="text.secondary">
          {t('docs.example')}:{' '}
          {example.map((text, index) => (
            <span key={text}>
              {index > 0 ? ' · ' : null}
              <bdi>{text}</bdi>
            </span>
          ))}
        </Typography>
      </Section>

      <Section title={t('docs.developersTitle')}>
        <Typography>{t('docs.filesText')}</Typography>
        <Box>
          <Path>{'src/web/i18n/locales/<language>/<namespace>.ts'}</Path>
        </Box>
        <Typography>{t('docs.referenceText')}</Typography>
        <Box>
          <Path>src/web/i18n/locales/en/*.ts</Path>
        </Box>
        <Typography>{t('docs.testText')}</Typography>
        <Box>
          <Path>src/web/i18n/translations.test.ts</Path>
        </Box>
        <Typography>{t('docs.loadingText')}</Typography>
      </Section>
    </Stack>
  );
}
