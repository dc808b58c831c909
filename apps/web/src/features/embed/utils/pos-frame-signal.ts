/**
 * Between the POS widget (/embed/pos-widget) and the kiosk it frames (/embed/pos-widget/iframe), both
 * pages of the app: the kiosk tells its parent that the terminal's session ended (logged out, or ended
 * by the server), so the widget shows its login again. Same-origin only, both ways.
 */
export const POS_SESSION_ENDED = 'JORNADA_POS_SESSION_ENDED';

export function isPosSessionEndedSignal(data: unknown, origin: string, selfOrigin: string): boolean {
  return (
    origin === selfOrigin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === POS_SESSION_ENDED
  );
}

/** Tells the parent page, when it is this app's (the POS widget); a foreign parent hears nothing. */
export function signalPosSessionEnded(win: Window = window): void {
  if (win.parent === win) return;
  try {
    win.parent.postMessage({ type: POS_SESSION_ENDED }, win.location.origin);
  } catch {
    // A parent of another origin: postMessage with our origin as target delivers nothing anyway.
  }
}
