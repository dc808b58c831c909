import { AlertOctagon } from 'lucide-react';
import { useState } from 'react';
import { clearAppCaches, unregisterMessage, unregisterServiceWorkers } from '../../lib/recovery';
import { Button } from '../ui/button';

function errorDetails(error: unknown): string {
  return error instanceof Error
    ? `${error.name}: ${error.message}\n\n${error.stack ?? ''}`
    : String(error ?? 'Sin detalles');
}

/** SPEC §2.4: 'Algo salió mal' with reload, recover, technical details, cache cleanup and service-worker removal. */
export function ErrorScreen({ error, onRecover }: { error: unknown; onRecover: () => void }) {
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const [isClearing, setIsClearing] = useState(false);
  const [isUnregistering, setIsUnregistering] = useState(false);
  const [workerMessage, setWorkerMessage] = useState<string | null>(null);

  async function handleClearCache() {
    setIsClearing(true);
    await clearAppCaches();
    window.location.reload();
  }

  async function handleUnregister() {
    setIsUnregistering(true);
    setWorkerMessage(unregisterMessage(await unregisterServiceWorkers()));
    setIsUnregistering(false);
  }

  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <div className="flex w-full max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-400">
          <AlertOctagon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Algo salió mal</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Se produjo un error inesperado. Puedes recargar la página o intentar recuperar la aplicación sin perder tu
          sesión.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>Recargar</Button>
          <Button variant="outline" onClick={onRecover}>
            Intentar recuperar
          </Button>
          <Button variant="ghost" aria-expanded={isDetailsOpen} onClick={() => setIsDetailsOpen((open) => !open)}>
            {isDetailsOpen ? 'Ocultar detalles técnicos' : 'Ver detalles técnicos'}
          </Button>
        </div>
        <div className="flex flex-wrap justify-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Button variant="ghost" size="sm" isLoading={isClearing} onClick={handleClearCache}>
            Limpiar caché
          </Button>
          <Button variant="ghost" size="sm" isLoading={isUnregistering} onClick={handleUnregister}>
            Desregistrar service worker
          </Button>
        </div>
        <p role="status" className="text-sm text-slate-700 empty:hidden dark:text-slate-300">
          {workerMessage}
        </p>
        {isDetailsOpen && (
          <pre className="max-h-64 w-full overflow-auto rounded-lg bg-slate-100 p-3 text-left text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {errorDetails(error)}
          </pre>
        )}
      </div>
    </div>
  );
}
