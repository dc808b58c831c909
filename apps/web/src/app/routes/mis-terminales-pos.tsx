import { MyPosTerminalsPage } from '../../features/pos-terminals/components/my-pos-terminals-page';

/** /mis-terminales-pos (SPEC §2.3, worker and manager): my terminals and my personal kiosk PIN. */
export default function MisTerminalesPosRoute() {
  return <MyPosTerminalsPage />;
}
