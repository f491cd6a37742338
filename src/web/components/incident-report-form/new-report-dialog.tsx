import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  attachmentContentTypes,
  maxAttachmentBytes,
  maxAttachmentsPerReport,
  type Report,
  type ReportCreateBody,
} from '../../../shared/contract/incident-reports.ts';
import {
  allReportFields,
  defaultReportType,
  type FileableReportType,
  fileableReportTypes,
  type ReportField,
  reportFieldErrors,
  reportMessages,
  reportTypeFields,
} from '../../../shared/incident-report-rules.ts';
import { isPlatformAdmin } from '../../../shared/policy.ts';
import { translateError } from '../../i18n/translate-error.ts';
import { isApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from '../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../lib/notify.ts';
import { reportTypeLabel } from '../../lib/report-labels.ts';
import { roleOf, useSession } from '../../lib/session.ts';
import { CancelSubmitActions, FormDialogFrame } from '../form-dialog-frame.tsx';
import { FormErrorAlert, FormTextField } from '../form-fields.tsx';
import { attachPhoto } from './api/attach-photo.ts';
import { useFileReport } from './api/file-report.ts';
import { useReportOptions } from './api/get-report-options.ts';
import { draftOf, emptyReportValues, ReportFields, type ReportFormValues } from './report-fields.tsx';
import { SignaturePad } from './signature-pad.tsx';

export interface NewReportDialogProps {
  open: boolean;
  onClose: () => void;
  defaultType?: FileableReportType;
  /** What the form starts with besides the blanks (a call just cleared: its site, place, time and story). */
  prefill?: Partial<ReportFormValues> | undefined;
  onFiled?: (report: Report) => void;
}

interface Photo {
  key: string;
  file: File;
  url: string | undefined;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/** The fields a server refusal may name (the body's own fields and every report field). */
const serverFields: readonly (keyof ReportFormValues)[] = ['clientId', 'reportType', ...allReportFields];

let photoSeq = 0;
const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);
const dropPreview = (photo: Photo) => {
  if (photo.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.url);
};

/** The request body: the type's set fields only, Yes/No as booleans, the date as ISO; clientId for an admin. */
function bodyOf(values: ReportFormValues, admin: boolean, signature: string | null): ReportCreateBody {
  const draft = draftOf(values);
  const body: Record<string, unknown> = { reportType: values.reportType };
  if (admin && values.clientId) body.clientId = values.clientId;
  for (const field of reportTypeFields[values.reportType].fields) {
    const value = draft[field];
    if (value !== undefined && value !== null && value !== '') body[field] = value;
  }
  if (signature) body.signature = signature;
  return body as ReportCreateBody;
}

/**
 * The New Report dialog (docs/product/incident-reports.md#report-types, #required-fields): the report type, that type's fields, the evidence (photos,
 * a drawn signature, the guard's note) and, for an admin, the client the report is filed under. Photos are
 * uploaded one by one once the report exists; a photo that fails does not undo the report.
 */
export function NewReportDialog({ open, onClose, defaultType, prefill, onFiled }: NewReportDialogProps) {
  const fileInputId = useId();
  const { t } = useTranslation(['incidentReports', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const actor = useSession().data?.user;
  const admin = isPlatformAdmin(roleOf(actor));
  const adminRef = useRef(admin);
  adminRef.current = admin;
  const file = useFileReport();

  const [formError, setFormError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoNotes, setPhotoNotes] = useState<string[]>([]);
  const [signature, setSignature] = useState<string | null>(null);
  /** The report once filed while its photos go up (or some failed): the form is then read-only. */
  const [filed, setFiled] = useState<Report | null>(null);
  const [uploading, setUploading] = useState(false);

  const resolver: Resolver<ReportFormValues> = async (values) => {
    const errors: FieldErrors<ReportFormValues> = {};
    for (const [field, message] of Object.entries(reportFieldErrors(values.reportType, draftOf(values)))) {
      errors[field as ReportField] = { type: 'validate', message };
    }
    if (adminRef.current && !values.clientId) errors.clientId = { type: 'validate', message: reportMessages.required };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const initialType = defaultType ?? defaultReportType;
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    trigger,
    formState: { isValid, isSubmitting },
  } = useForm<ReportFormValues>({ resolver, mode: 'onTouched', defaultValues: emptyReportValues(initialType) });
  const reportType = useWatch({ control, name: 'reportType' });
  const clientId = useWatch({ control, name: 'clientId' });
  const eventId = useWatch({ control, name: 'eventId' });
  /** "Show everyone": the guard list widens from the event's assigned people to all the client's staff. */
  const [everyone, setEveryone] = useState(false);

  const options = useReportOptions(open, admin ? clientId || undefined : undefined);
  const data = options.data;
  const selfGuard = data?.selfGuardId && data.guards.length === 0 ? data.selfGuardId : null;
  const chosenEvent = data?.events.find((event) => event.id === eventId);
  // Until an event is chosen the list is empty and says to choose one: the report is about someone on that
  // event's roster, and a list of all staff (managers included) invites the wrong name.
  const guardChoices = useMemo(() => {
    if (!data) return [];
    if (everyone) return data.guards;
    const assigned = new Set(chosenEvent?.guardIds ?? []);
    return data.guards.filter((guard) => assigned.has(guard.id));
  }, [data, everyone, chosenEvent]);
  const guardId = useWatch({ control, name: 'guardId' });
  // A guard no longer offered (another event chosen, the list narrowed again) is not kept.
  useEffect(() => {
    if (!selfGuard && guardId && data && !guardChoices.some((guard) => guard.id === guardId)) {
      setValue('guardId', '');
    }
  }, [selfGuard, guardId, data, guardChoices, setValue]);

  // Each opening starts blank with the asked-for type, and what the opener filled in.
  const prefillRef = useRef(prefill);
  prefillRef.current = prefill;
  useEffect(() => {
    if (!open) return;
    reset({ ...emptyReportValues(defaultType ?? defaultReportType), ...prefillRef.current });
    setEveryone(false);
    setFormError(null);
    setSignature(null);
    setFiled(null);
    setPhotoNotes([]);
    setPhotos((current) => {
      current.forEach(dropPreview);
      return [];
    });
  }, [open, defaultType, reset]);

  // A guard files as themself.
  useEffect(() => {
    if (open && selfGuard) setValue('guardId', selfGuard, { shouldValidate: true });
  }, [open, selfGuard, setValue]);

  // An admin starts on their working client when it is one of the active clients.
  useEffect(() => {
    if (!open || !admin || clientId || !data || !actor) return;
    if (data.clients.some((c) => c.id === actor.clientId)) {
      setValue('clientId', actor.clientId, { shouldValidate: true });
    }
  }, [open, admin, clientId, data, actor, setValue]);

  // Another client has other events and guards.
  const lastClient = useRef(clientId);
  useEffect(() => {
    if (lastClient.current === clientId) return;
    const hadOne = lastClient.current !== '';
    lastClient.current = clientId;
    if (hadOne) {
      setValue('eventId', '');
      setValue('guardId', '');
      void trigger();
    }
  }, [clientId, setValue, trigger]);

  // Previews are released when the dialog goes away.
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(() => () => photosRef.current.forEach(dropPreview), []);

  const busy = isSubmitting || uploading;

  const close = () => {
    if (busy) return;
    onClose();
  };

  const addPhotos = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const notes: string[] = [];
    const accepted: Photo[] = [];
    let room = maxAttachmentsPerReport - photos.length;
    for (const item of chosen) {
      if (!(attachmentContentTypes as readonly string[]).includes(item.type)) {
        notes.push(t('evidence.notImage', { name: item.name }));
      } else if (item.size > maxAttachmentBytes) {
        notes.push(t('evidence.tooLarge', { name: item.name }));
      } else if (room <= 0) {
        notes.push(t('evidence.tooMany', { count: maxAttachmentsPerReport }));
        break;
      } else {
        room -= 1;
        photoSeq += 1;
        accepted.push({ key: `photo-${photoSeq}`, file: item, url: previewOf(item), state: 'waiting' });
      }
    }
    setPhotoNotes(notes);
    if (accepted.length > 0) setPhotos((current) => [...current, ...accepted]);
  };

  const removePhoto = (key: string) =>
    setPhotos((current) => {
      const photo = current.find((p) => p.key === key);
      if (photo) dropPreview(photo);
      return current.filter((p) => p.key !== key);
    });

  /** Sends the photos not yet up, one at a time; closes when all are attached. */
  const upload = async (report: Report, list: Photo[]) => {
    let latest = report;
    let failed = 0;
    setUploading(true);
    for (const photo of list) {
      if (photo.state === 'done') continue;
      setPhotos((current) =>
        current.map((p) => (p.key === photo.key ? { ...p, state: 'uploading', error: undefined } : p)),
      );
      try {
        latest = await attachPhoto(report.id, photo.file);
        setPhotos((current) => current.map((p) => (p.key === photo.key ? { ...p, state: 'done' } : p)));
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? translateError(error) : t('common:states.unknownError');
        setPhotos((current) =>
          current.map((p) => (p.key === photo.key ? { ...p, state: 'failed', error: reason } : p)),
        );
      }
    }
    setUploading(false);
    setFiled(latest);
    onFiled?.(latest);
    if (failed === 0) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    let report: Report;
    try {
      report = await file.mutateAsync(bodyOf(values, admin, signature));
    } catch (error) {
      enqueueSnackbar(t('incidentReports:notices.submitFailed'), { variant: 'error' });
      const message = applyServerErrors(error, serverFields, setError);
      // The toast already says it failed; a field-less reason (offline, forbidden) is worth reading too.
      setFormError(isApiError(error) && error.status === 400 && !message ? null : (message ?? null));
      return;
    }
    enqueueSnackbar(t('incidentReports:notices.submitted'), { variant: 'success' });
    if (photos.length === 0) {
      onFiled?.(report);
      onClose();
      return;
    }
    setFiled(report);
    await upload(report, photos);
  });

  const done = photos.filter((p) => p.state === 'done').length;
  const failedPhotos = photos.filter((p) => p.state === 'failed');
  const locked = busy || filed !== null;
  const noEvents = Boolean(data) && data?.events.length === 0;
  const noGuards = Boolean(data) && !selfGuard && data?.guards.length === 0;

  return (
    <FormDialogFrame
      open={open}
      title={t('dialog.title')}
      closeButton
      maxWidth="md"
      busy={busy}
      onClose={close}
      onSubmit={onSubmit}
      actionsWrap
      actions={
        filed ? (
          <>
            {failedPhotos.length > 0 ? (
              <Button onClick={() => void upload(filed, photos)} disabled={uploading} sx={{ minHeight: 44 }}>
                {t('common:actions.retry')}
              </Button>
            ) : null}
            <Button variant="contained" onClick={close} disabled={uploading} sx={{ minHeight: 44 }}>
              {t('common:actions.close')}
            </Button>
          </>
        ) : (
          <CancelSubmitActions
            busy={busy}
            submitDisabledReason={isValid ? null : t('dialog.requiredHint')}
            submitLabel={isSubmitting ? t('dialog.saving') : t('dialog.save')}
            onCancel={close}
            touchSized
          />
        )
      }
    >
      <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="reportType" label={t('dialog.reportType')} select disabled={locked}>
          {fileableReportTypes.map((type) => (
            <MenuItem key={type} value={type} sx={{ minHeight: 44 }}>
              {reportTypeLabel(t as unknown as Parameters<typeof reportTypeLabel>[0], type)}
            </MenuItem>
          ))}
        </FormTextField>
        {admin ? (
          <FormTextField
            control={control}
            name="clientId"
            label={t('dialog.client')}
            select
            required
            disabled={locked}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled>
              {t('dialog.chooseClient')}
            </MenuItem>
            {(data?.clients ?? []).map((client) => (
              <MenuItem key={client.id} value={client.id} sx={{ minHeight: 44 }}>
                {client.name}
              </MenuItem>
            ))}
          </FormTextField>
        ) : null}
      </Box>
      {options.isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }} role="status">
          <CircularProgress size={18} />
          <Typography variant="body2">{t('dialog.loading')}</Typography>
        </Stack>
      ) : null}
      {options.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void options.refetch()}>{t('common:actions.retry')}</Button>}
        >
          {t('dialog.loadFailed')}
        </Alert>
      ) : null}
      {admin && data && data.clients.length === 0 ? <Alert severity="info">{t('dialog.noClients')}</Alert> : null}
      {noEvents ? <Alert severity="info">{t('dialog.noEvents')}</Alert> : null}
      {noGuards ? <Alert severity="info">{t('dialog.noGuards')}</Alert> : null}
      {selfGuard ? (
        <Typography variant="body2" color="text.secondary">
          {t('dialog.filingAs')}
        </Typography>
      ) : null}
      <ReportFields
        control={control}
        type={reportType}
        options={data ? { ...data, guards: guardChoices } : undefined}
        hideGuard={Boolean(selfGuard)}
        disabled={locked}
        guardPicker={{
          hint: everyone
            ? t('dialog.guardsEveryone')
            : !chosenEvent
              ? t('dialog.guardsChooseEvent')
              : guardChoices.length === 0
                ? t('dialog.guardsNoneAssigned')
                : t('dialog.guardsOfEvent'),
          placeholder: !everyone && !chosenEvent ? t('dialog.guardsChooseEvent') : t('dialog.choose'),
          below: (
            <FormControlLabel
              control={
                <Switch checked={everyone} disabled={locked} onChange={(_event, checked) => setEveryone(checked)} />
              }
              label={t('dialog.showEveryone')}
              sx={{ mt: -0.5, mb: 1, minHeight: 44 }}
            />
          ),
        }}
      />
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('evidence.title')}
      </Typography>
      <Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', gap: 1 }}
        >
          <Box>
            <Typography variant="subtitle2">{t('evidence.photos')}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('evidence.photosHint')}
            </Typography>
          </Box>
          <Button
            component="label"
            htmlFor={fileInputId}
            variant="outlined"
            startIcon={<AddAPhotoOutlined />}
            disabled={locked || photos.length >= maxAttachmentsPerReport}
            sx={{ minHeight: 44, flexShrink: 0 }}
            // The label is not focusable by itself: Enter or Space on it opens the picker.
            tabIndex={0}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                document.getElementById(fileInputId)?.click();
              }
            }}
          >
            {t('evidence.addPhotos')}
          </Button>
          <input
            id={fileInputId}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            data-testid="report-photo-input"
            onChange={addPhotos}
          />
        </Stack>
        {photoNotes.length > 0 ? (
          <Alert severity="warning" onClose={() => setPhotoNotes([])} sx={{ mt: 1 }}>
            {photoNotes.map((note) => (
              <div key={note}>{note}</div>
            ))}
          </Alert>
        ) : null}
        {photos.length > 0 ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 1,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {photos.map((photo) => (
              <Box
                component="li"
                key={photo.key}
                sx={{
                  position: 'relative',
                  aspectRatio: '1',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 1,
                  borderColor: photo.state === 'failed' ? 'error.main' : 'divider',
                  bgcolor: 'action.hover',
                }}
              >
                {photo.url ? (
                  <Box
                    component="img"
                    src={photo.url}
                    alt={photo.file.name}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                ) : null}
                {photo.state === 'uploading' ? (
                  <Box sx={overlay}>
                    <CircularProgress size={28} />
                  </Box>
                ) : null}
                {photo.state === 'done' ? (
                  <Box sx={overlay}>
                    <TaskAltRounded color="success" />
                  </Box>
                ) : null}
                {photo.state === 'failed' ? (
                  <Box sx={overlay}>
                    <ErrorOutlineRounded color="error" />
                  </Box>
                ) : null}
                {!locked ? (
                  <IconButton
                    size="small"
                    onClick={() => removePhoto(photo.key)}
                    aria-label={t('evidence.removePhoto', { name: photo.file.name })}
                    sx={{
                      position: 'absolute',
                      top: 4,
                      insetInlineEnd: 4,
                      width: 36,
                      height: 36,
                      bgcolor: 'background.paper',
                      boxShadow: 1,
                      '&:hover': { bgcolor: 'background.paper' },
                    }}
                  >
                    <CloseRounded fontSize="small" />
                  </IconButton>
                ) : null}
              </Box>
            ))}
          </Box>
        ) : null}
        {filed && photos.length > 0 ? (
          <Box sx={{ mt: 1 }} role="status">
            <Typography variant="body2">
              {uploading
                ? t('evidence.uploading', {
                    current: Math.min(done + failedPhotos.length + 1, photos.length),
                    total: photos.length,
                  })
                : t('evidence.uploaded', { count: done })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(100 * (done + failedPhotos.length)) / photos.length}
              color={failedPhotos.length > 0 ? 'warning' : 'primary'}
              sx={{ mt: 0.5 }}
            />
          </Box>
        ) : null}
        {!uploading && failedPhotos.length > 0 ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failedPhotos.map((photo) => (
              <div key={photo.key}>
                {t('evidence.uploadFailed', { name: photo.file.name, reason: photo.error ?? '' })}
              </div>
            ))}
          </Alert>
        ) : null}
      </Box>
      <SignaturePad value={signature} onChange={setSignature} disabled={locked} />
    </FormDialogFrame>
  );
}

const overlay = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bgcolor: 'rgba(0, 0, 0, 0.35)',
} as const;
