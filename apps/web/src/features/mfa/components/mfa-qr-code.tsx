import * as QRCode from 'qrcode';
import { useMemo } from 'react';

/** Modules of empty margin around the code, as scanners expect. */
const QUIET_ZONE = 2;

/** The dark modules as one SVG path, a 1×1 square each (inline SVG: nothing for the CSP to refuse). */
function modulesPath(url: string): { size: number; path: string } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column) === 1) squares.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: squares.join('') };
}

/**
 * The otpauth:// URL as a QR for the authenticator app. Loaded on its own (lazy) when the setup starts,
 * so the QR encoder is downloaded only by who sets the verification up.
 */
export default function MfaQrCode({ url }: { url: string }) {
  const { size, path } = useMemo(() => modulesPath(url), [url]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label="Código QR para tu aplicación de autenticación"
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full rounded-lg border border-slate-200 bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
