import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** The one-time password, selectable, with a copy button that falls back to selecting it. */
export function TemporaryPassword({ password }: { password: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopyState('copied');
    } catch {
      // No clipboard (http, permissions): select it so Ctrl+C / long-press copies it.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="gestoria-temporary-password">Contraseña temporal</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id="gestoria-temporary-password"
          readOnly
          value={password}
          className="font-mono text-base tracking-wide"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void onCopy()} aria-label="Copiar contraseña temporal">
          {copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span className="hidden sm:inline">{copyState === 'copied' ? 'Copiada' : 'Copiar'}</span>
        </Button>
      </div>
      <p aria-live="polite" className="text-xs text-slate-600 dark:text-slate-400">
        {copyState === 'copied' && 'Contraseña copiada al portapapeles.'}
        {copyState === 'failed' && 'No se pudo copiar automáticamente: está seleccionada, cópiala a mano.'}
      </p>
    </div>
  );
}
