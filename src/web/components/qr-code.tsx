import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path data of the dark modules, one unit per module, offset by the quiet zone. */
  path: string;
}

/** The QR code of a text (error correction M, smallest version that fits) as one SVG path. */
export function qrMatrix(value: string, quietZone = 2): QrMatrix {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const size = code.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (code.isDark(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size, path: parts.join('') };
}

interface QrCodeProps {
  value: string;
  /** CSS size of the square, e.g. '20mm' or 96. */
  size: string | number;
  label: string;
}

/** A QR code drawn as a scalable SVG (prints sharp at any size), black on white whatever the theme. */
export function QrCode({ value, size, label }: QrCodeProps) {
  const quietZone = 2;
  const matrix = useMemo(() => qrMatrix(value, quietZone), [value]);
  const side = matrix.size + quietZone * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-value={value}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ display: 'block', background: '#fff' }}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
