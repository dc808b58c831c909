import type { PosTerminalWithPin } from '@jornada/shared/api/pos-terminals';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { formatInstant } from '../utils/last-seen';
import { formatPinForReading, posLoginUrl, setupSteps } from '../utils/setup-sheet';

/** On the body while a sheet is mounted: printing shows the sheet and nothing else of the app. */
const PRINT_ONLY_SHEET = 'print:[&>*:not([data-print-sheet])]:hidden';

function Fact({ label, value, isLarge = false }: { label: string; value: string; isLarge?: boolean }) {
  return (
    <div className="flex flex-col gap-1 border-b border-black/20 py-3">
      <dt className="text-sm">{label}</dt>
      <dd className={isLarge ? 'font-mono text-4xl font-bold tracking-widest' : 'font-mono text-xl font-semibold'}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The printable setup sheet of a terminal whose PIN was just shown (window.print() prints it): the
 * company, the terminal, its identifier and PIN, where to activate it and how. Hidden on screen.
 */
export function SetupSheet({ terminal, companyName }: { terminal: PosTerminalWithPin; companyName: string }) {
  useEffect(() => {
    document.body.classList.add(PRINT_ONLY_SHEET);
    return () => document.body.classList.remove(PRINT_ONLY_SHEET);
  }, []);
  const url = posLoginUrl(window.location.origin);
  return createPortal(
    <div data-print-sheet className="hidden bg-white p-10 font-sans text-black print:block">
      <p className="text-sm tracking-wide uppercase">Jornada · Hoja de configuración del terminal POS</p>
      <h1 className="mt-2 text-3xl font-bold">{terminal.name}</h1>
      <p className="text-lg">{companyName}</p>
      <dl className="mt-6">
        <Fact label="Identificador del POS" value={terminal.id_acceso} />
        <Fact label="PIN del terminal" value={formatPinForReading(terminal.pin)} isLarge />
        <Fact label="Dirección de activación" value={url} />
      </dl>
      <h2 className="mt-8 text-xl font-semibold">Cómo activarlo</h2>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6 text-base">
        {setupSteps(terminal, url).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-8 text-sm">Hoja generada el {formatInstant(new Date().toISOString())}.</p>
    </div>,
    document.body,
  );
}
