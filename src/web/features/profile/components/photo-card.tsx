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
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { maxPhotoBytes, photoContentTypes } from '../../../../shared/contract/users.ts';
import { useDeletePhoto } from '../api/delete-photo.ts';
import { useUploadPhoto } from '../api/upload-photo.ts';

const accepted: readonly string[] = photoContentTypes;

/** Checks what the browser can tell before uploading; the server checks the bytes again. */
export function photoProblem(file: File): string | null {
  if (!accepted.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > maxPhotoBytes) return 'The image is larger than 5 MB.';
  return null;
}

function initialOf(name: string): string {
  return name.trim()[0]?.toLocaleUpperCase() ?? '?';
}

/** Photo with a preview of the chosen file before it is uploaded; the server crops it to a 256×256 square. */
export function PhotoCard({ user }: { user: SessionUser }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

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
    const why = photoProblem(chosen);
    setProblem(why);
    setFile(why ? null : chosen);
  };

  const busy = upload.isPending || remove.isPending;
  const save = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      enqueueSnackbar('Your photo was updated', { variant: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The photo could not be uploaded.');
    }
  };
  const removePhoto = async () => {
    try {
      await remove.mutateAsync();
      enqueueSnackbar('Your photo was removed', { variant: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The photo could not be removed.');
    }
  };

  const shown = preview ?? user.photoUrl ?? undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Photo
      </Typography>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative' }}>
          <Avatar
            src={shown}
            alt={preview ? 'Preview of the new photo' : `Photo of ${user.displayName}`}
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
              aria-label="Saving photo"
              sx={{ position: 'absolute', top: -6, left: -6 }}
            />
          ) : null}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} aria-live="polite">
          {preview
            ? 'Preview: upload it to use it, or cancel.'
            : 'JPEG, PNG or WebP, up to 5 MB. It is cropped to a square.'}
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert" onClose={() => setProblem(null)} sx={{ width: '100%' }}>
            {problem}
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
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>
              Upload photo
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
              {user.photoUrl ? 'Change photo' : 'Choose photo'}
            </Button>
            {user.photoUrl ? (
              <Button
                color="error"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => void removePhoto()}
                disabled={busy}
              >
                Remove
              </Button>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
