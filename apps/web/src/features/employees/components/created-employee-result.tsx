import type { CreateEmployeeResponse } from '@jornada/shared/api/employees';
import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

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
      <Label htmlFor="temporary-password">Contraseña temporal</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id="temporary-password"
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

/** What follows a creation: the invitation was emailed, or the one-time temporary password. */
export function CreatedEmployeeResult({ result, onClose }: { result: CreateEmployeeResponse; onClose: () => void }) {
  const { employee, temporary_password: password } = result;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1 pr-8">
        <DialogTitle>Empleado creado</DialogTitle>
        <DialogDescription>
          {employee.name} ya forma parte de tu empresa ({employee.email}).
        </DialogDescription>
      </div>
      {password ? (
        <>
          <Alert variant="warning" title="Esta contraseña no se volverá a mostrar">
            Cópiala ahora y entrégasela a {employee.name} por un medio seguro. Cuando cierres este diálogo no podrás
            volver a verla. Deberá cambiarla la primera vez que inicie sesión.
          </Alert>
          <TemporaryPassword password={password} />
        </>
      ) : (
        <Alert variant="success" title="Invitación enviada">
          Hemos enviado un email a {employee.email} con un enlace para que elija su contraseña. El enlace caduca en 7
          días.
        </Alert>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>{password ? 'He guardado la contraseña' : 'Cerrar'}</Button>
      </div>
    </div>
  );
}
