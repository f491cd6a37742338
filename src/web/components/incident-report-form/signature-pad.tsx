import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PointerEvent, useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const heightPx = 160;
const ink = '#111827';
// The pad is paper-white in both themes: the drawing is printed on the report's PDF as it is seen here.
const paper = '#ffffff';

export interface SignaturePadProps {
  /** The drawing as a PNG data URL (`data:image/png;base64,...`), or null while nothing is drawn. */
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/** A signature drawn with a finger, a pen or the mouse (pointer events); Clear wipes it. */
export function SignaturePad({ value, onChange, disabled }: SignaturePadProps) {
  const { t } = useTranslation('incidentReports');
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;

  const context = useCallback(() => canvasRef.current?.getContext('2d') ?? null, []);

  /** Sizes the canvas to its box at the screen's pixel density, repainting the drawing kept in `value`. */
  const layout = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (!canvas || !ctx) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const width = canvas.clientWidth || 300;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(heightPx * ratio);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = paper;
    ctx.fillRect(0, 0, width, heightPx);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = ink;
    const kept = valueRef.current;
    if (kept) {
      const image = new Image();
      image.onload = () => ctx.drawImage(image, 0, 0, width, heightPx);
      image.src = kept;
    }
  }, [context]);

  useEffect(() => {
    layout();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    let width = canvas.clientWidth;
    const observer = new ResizeObserver(() => {
      if (canvas.clientWidth !== width) {
        width = canvas.clientWidth;
        layout();
      }
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [layout]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const p = point(event);
    last.current = p;
    const ctx = context();
    if (ctx) {
      // A tap leaves a dot.
      ctx.beginPath();
      ctx.arc(p.x, p.y, ctx.lineWidth / 2, 0, Math.PI * 2);
      ctx.fillStyle = ink;
      ctx.fill();
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || disabled) return;
    const ctx = context();
    const from = last.current;
    const to = point(event);
    if (ctx && from) {
      ctx.beginPath();
      ctx.moveTo(from.x, from.y);
      ctx.lineTo(to.x, to.y);
      ctx.stroke();
    }
    last.current = to;
  };

  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    const canvas = canvasRef.current;
    if (canvas) onChange(canvas.toDataURL('image/png'));
  };

  const clear = () => {
    valueRef.current = null;
    onChange(null);
    layout();
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Box>
          <Typography variant="subtitle2">{t('signature.label')}</Typography>
          <Typography id={hintId} variant="caption" color="text.secondary">
            {t('signature.hint')}
          </Typography>
        </Box>
        <Button onClick={clear} disabled={disabled || !value} sx={{ minHeight: 44, flexShrink: 0 }}>
          {t('signature.clear')}
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-describedby={hintId}
        aria-label={`${t('signature.canvas')}: ${value ? t('signature.signed') : t('signature.empty')}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={finish}
        onPointerCancel={finish}
        onPointerLeave={finish}
        sx={{
          display: 'block',
          width: '100%',
          height: heightPx,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: paper,
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
    </Box>
  );
}
