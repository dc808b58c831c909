import { type RefObject, useEffect, useState } from 'react';

/** The part of the Shape Detection API used here (Chrome on Android, not yet in TypeScript's DOM lib). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

function barcodeDetectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function'
    ? candidate
    : null;
}

/** Whether this browser can read a QR from the camera inside the page. */
export function canScanInPage(): boolean {
  return barcodeDetectorClass() !== null;
}

export type ScannerState = 'starting' | 'scanning' | 'failed';

const SCAN_EVERY_MS = 300;

/**
 * While `isActive`, the back camera plays in `video` and every 300 ms its frame is searched for QR
 * codes; each text read goes to `onRead`, which returns true to stop. The camera is released when it
 * stops, when `isActive` turns false or on unmount.
 */
export function useQrScanner(
  video: RefObject<HTMLVideoElement | null>,
  isActive: boolean,
  onRead: (text: string) => boolean,
): ScannerState {
  const [state, setState] = useState<ScannerState>('starting');
  useEffect(() => {
    const Detector = barcodeDetectorClass();
    if (!isActive || !Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    const stop = () => {
      isStopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const scan = async (detector: BarcodeDetectorLike) => {
      const element = video.current;
      if (isStopped || !element) return;
      const codes = element.readyState >= 2 ? await detector.detect(element).catch(() => []) : [];
      if (isStopped) return;
      if (codes.some((code) => onRead(code.rawValue))) return stop();
      timer = setTimeout(() => void scan(detector), SCAN_EVERY_MS);
    };
    setState('starting');
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (isStopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        setState('scanning');
        void scan(new Detector({ formats: ['qr_code'] }));
      })
      .catch(() => {
        // Permission refused, no camera, or the camera busy: the dialog says to use the phone's camera app.
        if (!isStopped) setState('failed');
        stop();
      });
    return stop;
  }, [video, isActive, onRead]);
  return state;
}
