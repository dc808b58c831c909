import type { PosTerminalWithPin } from '@jornada/shared/api/pos-terminals';
import { Printer } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { formatPinForReading } from '../utils/setup-sheet';
import { SetupSheet } from './setup-sheet';

function Secret({
  id,
  label,
  value,
  shown,
  what,
}: {
  id: string;
  label: string;
  value: string;
  shown: string;
  what: string;
}) {
  const select = () => {
    const node = document.getElementById(id);
    if (node) window.getSelection()?.selectAllChildren(node);
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800/60">
      <div className="flex min-w-0 flex-col">
        <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</span>
        <span
          id={id}
          data-testid={id}
          data-value={value}
          className="font-mono text-2xl font-semibold tracking-wider text-slate-900 tabular-nums dark:text-white"
        >
          {shown}
        </span>
      </div>
      <CopyButton value={value} what={what} onFailure={select} />
    </div>
  );
}

/**
 * A terminal's PIN right after it was created or renewed: shown this once (only its hash is kept),
 * with copy buttons and the printable setup sheet. A click outside does not close it by accident.
 */
export function TerminalPinDialog({
  terminal,
  isNew,
  companyName,
  onClose,
}: {
  terminal: PosTerminalWithPin | null;
  isNew: boolean;
  companyName: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={terminal !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        {terminal && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>
                {isNew ? `Terminal «${terminal.name}» creado` : `Nuevo PIN de «${terminal.name}»`}
              </DialogTitle>
              <DialogDescription>
                Actívalo en el dispositivo de la entrada desde{' '}
                <span className="font-mono whitespace-nowrap">/login?mode=pos</span> con estos datos.
              </DialogDescription>
            </div>
            <Secret
              id="terminal-id-acceso"
              label="Identificador del POS"
              value={terminal.id_acceso}
              shown={terminal.id_acceso}
              what="el identificador"
            />
            <Secret
              id="terminal-pin"
              label="PIN del terminal"
              value={terminal.pin}
              shown={formatPinForReading(terminal.pin)}
              what="el PIN"
            />
            <Alert variant="warning">Apunta o imprime el PIN ahora: por seguridad no se volverá a mostrar.</Alert>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" />
                Imprimir hoja de configuración
              </Button>
              <DialogClose asChild>
                <Button>Hecho</Button>
              </DialogClose>
            </div>
            <SetupSheet terminal={terminal} companyName={companyName} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
