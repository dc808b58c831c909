/** True when the app runs as an installed PWA (SPEC §2.1: '/' then goes to /login, not the landing). */
export function isRunningStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const isIosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isIosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}
