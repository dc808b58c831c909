import { KioskPinCard } from './kiosk-pin-card';
import { MyTerminalsCard } from './my-terminals-card';

/** /mis-terminales-pos (worker, manager): where I may clock at a shared terminal, and my personal PIN. */
export function MyPosTerminalsPage() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Mis terminales POS</h1>
        <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-400">
          Los terminales compartidos de tu empresa en los que puedes fichar, y tu PIN personal para ellos.
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <MyTerminalsCard />
        <KioskPinCard />
      </div>
    </div>
  );
}
