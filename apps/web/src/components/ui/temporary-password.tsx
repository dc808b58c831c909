import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

/**
 * A temporary password shown once (a new employee, a new company's admin): read-only, with a copy
 * button; without a clipboard (http, permissions) it selects the text so Ctrl+C or a long press copies it.
 */
export function TemporaryPassword({ password, id = 'temporary-password' }: { password: string; id?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopyState('copied');
    } catch {
      inputRef.current?.select();
      setCopyState('failed');
    }
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Contraseña temporal</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
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
