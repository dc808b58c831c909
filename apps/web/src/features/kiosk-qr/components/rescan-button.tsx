import { KIOSK_QR_PATH } from '@jornada/shared/api/kiosk-qr';
import { ScanQrCode } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { scannedKioskToken } from '../../../lib/kiosk-token';
import { canScanInPage, useQrScanner } from '../hooks/use-qr-scanner';

const CAMERA_APP_HINT =
  'Abre la cámara del móvil y apunta al código QR del terminal: se abrirá esta página con un código nuevo.';

function ScannerView({ onToken }: { onToken: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const onRead = useCallback(
    (text: string) => {
      const token = scannedKioskToken(text, window.location.origin);
      if (token) onToken(token);
      return token !== null;
    },
    [onToken],
  );
  const state = useQrScanner(video, true, onRead);
  if (state === 'failed') return <p className="text-sm text-slate-700 dark:text-slate-300">{CAMERA_APP_HINT}</p>;
  return (
    <div className="flex flex-col gap-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label="Cámara"
        className="aspect-square w-full rounded-lg bg-slate-900 object-cover"
      />
      <p role="status" className="text-center text-sm text-slate-600 dark:text-slate-400">
        {state === 'scanning' ? 'Apunta al código QR del terminal.' : 'Abriendo la cámara...'}
      </p>
    </div>
  );
}

/**
 * 'Escanear de nuevo', for a phone whose kiosk QR expired: where the browser can read QR codes the
 * camera opens in a dialog and a code of this site's kiosks opens /fichar with its new token; elsewhere
 * the dialog says to scan it with the phone's camera app.
 */
export function RescanButton() {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const openToken = useCallback(
    (token: string) => {
      setIsOpen(false);
      void navigate(`${KIOSK_QR_PATH}?k=${encodeURIComponent(token)}`, { replace: true });
    },
    [navigate],
  );
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <ScanQrCode aria-hidden="true" />
        Escanear de nuevo
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 pr-8">
            <DialogTitle>Escanear de nuevo</DialogTitle>
            <DialogDescription>El código del terminal cambia cada 30 segundos.</DialogDescription>
          </div>
          {isOpen && canScanInPage() ? (
            <ScannerView onToken={openToken} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{CAMERA_APP_HINT}</p>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
