import { KioskScreen } from '../../features/pos-kiosk/components/kiosk-screen';

/** /pos-dashboard: the POS kiosk, full screen, with the terminal's own session (never the app shell). */
export default function PosDashboardRoute() {
  return <KioskScreen />;
}
