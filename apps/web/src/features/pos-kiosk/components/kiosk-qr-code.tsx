import { kioskQrUrl } from '@jornada/shared/api/kiosk-qr';
import { QrCode } from 'lucide-react';
import * as QRCode from 'qrcode';
import { useMemo } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePosQr } from '../api/get-pos-qr';
import { qrModulesPath } from '../utils/kiosk-qr';

/** Modules of empty margin around the code, as scanners expect. */
const QUIET_ZONE = 2;

function QrImage({ url }: { url: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    return { size: modules.size, path: qrModulesPath(modules.size, (row, column) => modules.get(row, column) === 1) };
  }, [url]);
  const box = size + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label="Código QR para fichar desde el móvil"
      data-url={url}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="aspect-square w-full rounded-lg bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * The idle screen's QR: a worker logged in on their own phone scans it and clocks at this
 * terminal from /fichar. It changes every 30 s; asked for only while the grid is showing.
 */
export function KioskQrCode({ isEnabled }: { isEnabled: boolean }) {
  const qr = usePosQr(isEnabled);
  const url = qr.data ? kioskQrUrl(window.location.origin, qr.data.token) : null;
  return (
    <section
      aria-label="Fichar desde el móvil"
      className="flex w-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-center sm:max-w-xs lg:sticky lg:top-6 lg:w-64 lg:self-start dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <QrCode aria-hidden="true" className="size-5" />
        Ficha desde tu móvil
      </h2>
      <div className="w-full max-w-56">
        {url ? (
          <QrImage url={url} />
        ) : qr.isError ? (
          <p className="py-8 text-sm text-slate-600 dark:text-slate-400">Código QR no disponible ahora mismo.</p>
        ) : (
          <Skeleton className="aspect-square w-full rounded-lg" />
        )}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Escanéalo con tu sesión de Jornada abierta en el móvil. Cambia cada 30 segundos.
      </p>
    </section>
  );
}
