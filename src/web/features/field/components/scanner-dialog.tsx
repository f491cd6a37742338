import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tokenFromLabel } from '../scan-token.ts';

interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedCode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;
interface NdefRecordLike {
  recordType: string;
  data?: DataView;
}
interface NdefReaderLike {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  onreading: ((event: { message: { records: NdefRecordLike[] } }) => void) | null;
  onreadingerror: (() => void) | null;
}

/** The browser's own QR reader (Chrome on Android), when it has one. */
function nativeDetector(): BarcodeDetectorLike | null {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return new Detector({ formats: ['qr_code'] });
  } catch {
    return null;
  }
}

/**
 * Fetches the jsQR decoder where the browser has no BarcodeDetector, so that a label can be scanned after the
 * connection is lost (the service worker keeps what the page loaded).
 */
export function preloadDecoder(): Promise<unknown> {
  return nativeDetector() ? Promise.resolve() : import('jsqr');
}

/** Whether this browser reads NFC tags (Chrome on Android). */
export function canReadNfc(): boolean {
  return typeof window !== 'undefined' && 'NDEFReader' in window;
}

type Problem = 'noCamera' | 'notALabel' | 'nfcFailed' | null;

/**
 * Reads a checkpoint label with the camera — the browser's BarcodeDetector where it has one, else the jsQR decoder,
 * loaded on first use — or, where the browser reads NFC, from a tag. Answers the label's token.
 */
export function ScannerDialog({
  open,
  mode,
  onToken,
  onClose,
}: {
  open: boolean;
  mode: 'camera' | 'nfc';
  onToken: (token: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('field');
  const video = useRef<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    const stop = new AbortController();
    const found = (text: string) => {
      const token = tokenFromLabel(text);
      if (token) {
        stop.abort();
        onTokenRef.current(token);
      } else setProblem('notALabel');
    };
    if (mode === 'nfc') {
      void readNfc(stop.signal, found).catch(() => {
        if (!stop.signal.aborted) setProblem('nfcFailed');
      });
    } else {
      void readCamera(() => video.current, stop.signal, found).catch(() => {
        if (!stop.signal.aborted) setProblem('noCamera');
      });
    }
    return () => stop.abort();
  }, [open, mode]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{mode === 'nfc' ? t('scanner.nfcTitle') : t('scanner.cameraTitle')}</DialogTitle>
      <DialogContent>
        {mode === 'camera' ? (
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label={t('scanner.cameraView')}
            sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', bgcolor: 'common.black', borderRadius: 1 }}
          />
        ) : null}
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {mode === 'nfc' ? t('scanner.nfcHint') : t('scanner.cameraHint')}
        </Typography>
        {problem ? (
          <Alert severity={problem === 'notALabel' ? 'warning' : 'error'} sx={{ mt: 1 }} role="alert">
            {t(`scanner.${problem}`)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {t('scanner.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

async function readCamera(
  element: () => HTMLVideoElement | null,
  signal: AbortSignal,
  found: (text: string) => void,
): Promise<void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  const stopStream = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  if (signal.aborted) return stopStream();
  signal.addEventListener('abort', stopStream);
  // The dialog's video element appears after its opening transition starts.
  let videoElement = element();
  for (let i = 0; !videoElement && i < 20 && !signal.aborted; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    videoElement = element();
  }
  if (!videoElement || signal.aborted) return;
  videoElement.srcObject = stream;
  await videoElement.play();
  const native = nativeDetector();
  const jsQR = native ? null : (await import('jsqr')).default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let lastMiss = '';
  const frame = async () => {
    if (signal.aborted || !videoElement) return;
    let text: string | undefined;
    if (videoElement.videoWidth > 0) {
      if (native) {
        text = (await native.detect(videoElement).catch(() => []))[0]?.rawValue;
      } else if (jsQR && context) {
        canvas.width = videoElement.videoWidth;
        canvas.height = videoElement.videoHeight;
        context.drawImage(videoElement, 0, 0);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        text = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data;
      }
    }
    // The same wrong code held in front of the camera is reported once, not every frame.
    if (text && text !== lastMiss) {
      lastMiss = text;
      found(text);
    }
    if (!signal.aborted) requestAnimationFrame(() => void frame());
  };
  void frame();
}

async function readNfc(signal: AbortSignal, found: (text: string) => void): Promise<void> {
  const Reader = (window as unknown as { NDEFReader: new () => NdefReaderLike }).NDEFReader;
  const reader = new Reader();
  reader.onreading = (event) => {
    for (const record of event.message.records) {
      if ((record.recordType === 'url' || record.recordType === 'text') && record.data) {
        found(new TextDecoder().decode(record.data));
        return;
      }
    }
  };
  await reader.scan({ signal });
}
