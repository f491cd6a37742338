import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  editorValuesToPalette,
  type PaletteEditorValues,
  paletteToEditorValues,
  swatchColor,
} from '../../../../shared/settings.ts';
import { paletteEditorSchema } from '../../../../shared/settings-schema.ts';
import { ReasonedButton } from '../../../components/form-parts.tsx';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { useSettings } from '../settings-context.tsx';

const colorFields = [
  'primary',
  'secondary',
  'backgroundPaper',
  'backgroundDefault',
  'textPrimary',
  'textSecondary',
] as const satisfies readonly Exclude<keyof PaletteEditorValues, 'mode'>[];

/** Edits the main palette (docs/product/settings-and-i18n.md#palette-editor): backgrounds must suit the mode; Save stays disabled until changed and valid, saying why beside it. */
export function PaletteEditorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const { settings, setTheme } = useSettings();
  const base = settings.theme.main;
  const form = useForm<PaletteEditorValues>({
    resolver: zodResolver(paletteEditorSchema),
    defaultValues: paletteToEditorValues(base),
    mode: 'all',
  });
  const { control, handleSubmit, formState, register, watch, trigger } = form;

  const onSubmit = handleSubmit((values) => {
    const main = editorValuesToPalette(values, base);
    // The toolbar and footer follow the main palette; the navbar keeps its own.
    setTheme({ ...settings.theme, main, toolbar: main, footer: main });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="palette-editor-title" fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="palette-editor-title">{t('palette.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="mode"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-label={t('palette.mode')}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event);
                    // The background rule depends on the mode: check both backgrounds again.
                    void trigger(['backgroundPaper', 'backgroundDefault']);
                  }}
                >
                  <FormControlLabel value="light" control={<Radio />} label={t('palette.light')} />
                  <FormControlLabel value="dark" control={<Radio />} label={t('palette.dark')} />
                </RadioGroup>
              )}
            />
            {colorFields.map((name) => {
              const error = formState.errors[name]?.message;
              const value = watch(name);
              return (
                <Box key={name} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                  <Box
                    aria-hidden
                    sx={{
                      mt: 1,
                      width: 36,
                      height: 36,
                      flexShrink: 0,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      bgcolor: swatchColor(value),
                    }}
                  />
                  <TextField
                    {...register(name)}
                    label={t(`palette.fields.${name}`)}
                    size="small"
                    fullWidth
                    error={Boolean(error)}
                    helperText={error ? translateFieldMessage(error) : ' '}
                    slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                  />
                </Box>
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <ReasonedButton
            type="submit"
            variant="contained"
            disabledReason={
              !formState.isDirty
                ? t('common:form.nothingChanged')
                : formState.isValid
                  ? null
                  : t('common:form.fixFields')
            }
          >
            {t('common:actions.save')}
          </ReasonedButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
