import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { maxPhotoBytes, photoContentTypes } from '../../../../shared/contract/users.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { initialOf } from '../../../lib/personnel-format.ts';
import { useDeletePhoto } from '../api/delete-photo.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';

const accepted: readonly string[] = photoContentTypes;

type ProblemKey = 'photo.wrongType' | 'photo.tooLarge' | 'photo.uploadFailed' | 'photo.removeFailed';

/** A problem to show: a text of this card (translated when shown), or the server's message. */
type Problem = { key: ProblemKey } | { message: string };

function problemKeyOf(file: File): ProblemKey | null {
  if (!accepted.includes(file.type)) return 'photo.wrongType';
  if (file.size > maxPhotoBytes) return 'photo.tooLarge';
  return null;
}

/** Checks what the browser can tell before uploading; the server checks the bytes again. */
export function photoProblem(file: File): string | null {
  const key = problemKeyOf(file);
  return key ? i18n.t(key, { ns: 'profile' }) : null;
}

/** Photo with a preview of the chosen file before it is uploaded; the server crops it to a 256×256 square. */
export function PhotoCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['profile', 'common']);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!chosen) return;
    const why = problemKeyOf(chosen);
    setProblem(why ? { key: why } : null);
    setFile(why ? null : chosen);
  };

  const busy = upload.isPending || remove.isPending;
  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      enqueueSnackbar(t('photo.updated'), { variant: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? { message: translateError(error) } : { key: 'photo.uploadFailed' });
    }
  };
  const removePhoto = async () => {
    try {
      await remove.mutateAsync();
      enqueueSnackbar(t('photo.removed'), { variant: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? { message: translateError(error) } : { key: 'photo.removeFailed' });
    }
  };

  const shown = preview ?? user.photoUrl ?? undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('photo.title')}
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative' }}>
          <Avatar
            src={shown}
            alt={preview ? t('photo.previewAlt') : t('photo.photoOf', { name: user.displayName })}
            sx={{
              width: 160,
              height: 160,
              fontSize: 64,
              fontWeight: 700,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              outline: preview ? '3px dashed' : 'none',
              outlineColor: 'primary.main',
              outlineOffset: 4,
            }}
          >
            {initialOf(user.displayName)}
          </Avatar>
          {busy ? (
            <CircularProgress
              size={172}
              thickness={1.5}
              aria-label={t('photo.saving')}
              sx={{ position: 'absolute', top: -6, left: -6 }}
            />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
          {preview ? t('photo.previewHint') : t('photo.hint')}
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert" onClose={() => setProblem(null)} sx={{ width: '100%' }}>
            {'key' in problem ? t(problem.key) : translateFieldMessage(problem.message)}
          </Alert>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accepted.join(',')}
          hidden
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {file ? (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => setFile(null)} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>
              {t('photo.upload')}
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<PhotoCameraOutlined />}
              onClick={() => inputRef.current?.click()}
              disabled={busy}
            >
              {user.photoUrl ? t('photo.change') : t('photo.choose')}
            </Button>
            {user.photoUrl ? (
              <Button
                color="error"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => void removePhoto()}
                disabled={busy}
              >
                {t('common:actions.remove')}
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
