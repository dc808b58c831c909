import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FullScreenSpinner } from '../../components/ui/full-screen-spinner';

/** /loader-demo: the full-screen spinner, which hides itself after 5 s. */
export default function LoaderDemoRoute() {
  const [run, setRun] = useState(0);
  const [isHidden, setIsHidden] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      {!isHidden && <FullScreenSpinner key={run} onHide={() => setIsHidden(true)} />}
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">Indicador de carga</h1>
      <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
        El indicador de carga a pantalla completa se oculta solo a los 5 segundos.
      </p>
      <Button
        onClick={() => {
          setIsHidden(false);
          setRun((n) => n + 1);
        }}
      >
        Mostrar de nuevo
      </Button>
    </div>
  );
}
