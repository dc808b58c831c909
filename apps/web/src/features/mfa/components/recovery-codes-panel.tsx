import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatMadridDay } from '../../../lib/madrid-instant-text';
import { recoveryCodesText } from '../utils/recovery-codes-text';

/** Saves the codes as a text file, from memory (nothing is fetched again: the server keeps only hashes). */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'jornada-codigos-de-recuperacion.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown once, right after enabling: copy, download, and say they are saved. */
export function RecoveryCodesPanel({
  codes,
  account,
  onDone,
}: {
  codes: string[];
  account: string;
  onDone: () => void;
}) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const text = recoveryCodesText(codes, account, formatMadridDay(new Date().toISOString()));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="warning" title="Guarda tus códigos de recuperación">
        Si pierdes el móvil, cada uno de estos códigos te deja entrar una vez en lugar del código de la aplicación. Solo
        se muestran ahora: cópialos o descárgalos y guárdalos en un lugar seguro.
      </Alert>
      <ul
        aria-label="Códigos de recuperación"
        className="grid max-w-md grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-base tracking-wide text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          {copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copyState === 'copied' ? 'Copiados' : 'Copiar'}
        </Button>
        <Button variant="outline" onClick={() => download(text)}>
          <Download aria-hidden="true" />
          Descargar
        </Button>
        <Button onClick={onDone}>Ya los he guardado</Button>
      </div>
      <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
        {copyState === 'copied' && 'Códigos copiados al portapapeles.'}
        {copyState === 'failed' && 'No se pudieron copiar automáticamente: selecciónalos y cópialos a mano.'}
      </p>
    </div>
  );
}
