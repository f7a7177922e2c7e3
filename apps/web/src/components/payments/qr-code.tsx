import { useEffect, useState } from 'react';
import { Spin } from 'antd';

interface Modules {
  size: number;
  data: Uint8Array;
}

/** The dark modules as one SVG path, a 1×1 square each, in the code's own units. */
export function qrPath({ size, data }: Modules): string {
  let d = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) d += `M${col} ${row}h1v1h-1z`;
    }
  }
  return d;
}

/** The light margin the QR standard asks for around the code, in modules. */
const QUIET = 4;

interface QrCodeProps {
  value: string;
  /** What the code is for, read out instead of the picture. */
  label: string;
  /** Shown when the encoder could not load (a failed chunk). */
  failedText: string;
  size?: number;
}

/**
 * A QR code drawn as SVG. The encoder (`qrcode`) is loaded when the first code is shown, so it is
 * never part of a page's first load (apps/web/src/app/README.md#front-end-weight).
 */
export function QrCode({ value, label, failedText, size = 208 }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; modules: Modules } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ create }) => {
        if (live)
          setDrawn({ value, modules: create(value, { errorCorrectionLevel: 'M' }).modules });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [value]);

  if (failed)
    return (
      <p className="qr-code__failed" role="alert">
        {failedText}
      </p>
    );
  if (!drawn || drawn.value !== value) {
    return (
      <div className="qr-code qr-code--loading" style={{ width: size, height: size }}>
        <Spin />
      </div>
    );
  }
  const outer = drawn.modules.size + QUIET * 2;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET} ${-QUIET} ${outer} ${outer}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect x={-QUIET} y={-QUIET} width={outer} height={outer} fill="#ffffff" />
      <path d={qrPath(drawn.modules)} fill="#000000" />
    </svg>
  );
}
