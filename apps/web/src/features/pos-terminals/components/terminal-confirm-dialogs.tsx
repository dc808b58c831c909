import type { PosTerminal, PosTerminalWithPin } from '@jornada/shared/api/pos-terminals';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { notifyApiError } from '../../../lib/api-client';
import { useRenewPosTerminalPin } from '../api/renew-pos-terminal-pin';
import { useRevokePosTerminal } from '../api/revoke-pos-terminal';

export type ConfirmState = { type: 'renew' | 'revoke'; terminal: PosTerminal } | null;

/** Asks before a new PIN (the terminal is disconnected) or a revocation (it stops working for good). */
export function TerminalConfirmDialogs({
  confirm,
  onClose,
  onRenewed,
}: {
  confirm: ConfirmState;
  onClose: () => void;
  onRenewed: (terminal: PosTerminalWithPin) => void;
}) {
  const renew = useRenewPosTerminalPin();
  const revoke = useRevokePosTerminal();
  const terminal = confirm?.terminal;

  const confirmRenew = () => {
    if (!terminal) return;
    renew.mutate(terminal.id, {
      onSuccess: (renewed) => {
        onClose();
        onRenewed(renewed);
      },
      onError: (error) => notifyApiError('No se pudo generar el PIN', error),
    });
  };
  const confirmRevoke = () => {
    if (!terminal) return;
    revoke.mutate(terminal.id, {
      onSuccess: () => {
        toast({
          title: 'Terminal revocado',
          description: `«${terminal.name}» ya no puede fichar.`,
          variant: 'success',
        });
        onClose();
      },
      onError: (error) => notifyApiError('No se pudo revocar el terminal', error),
    });
  };

  return (
    <>
      <ConfirmDialog
        isOpen={confirm?.type === 'renew'}
        title="¿Generar un PIN nuevo?"
        description={`El PIN actual de «${terminal?.name ?? ''}» dejará de servir y el terminal se desconectará: habrá que activarlo otra vez con el PIN nuevo.`}
        confirmLabel="Generar PIN nuevo"
        cancelLabel="Volver"
        isPending={renew.isPending}
        onConfirm={confirmRenew}
        onOpenChange={(isOpen) => !isOpen && !renew.isPending && onClose()}
      />
      <ConfirmDialog
        isOpen={confirm?.type === 'revoke'}
        title="¿Revocar el terminal?"
        description={`«${terminal?.name ?? ''}» (${terminal?.id_acceso ?? ''}) se desconectará ahora y no se podrá volver a activar. Seguirá en la lista como revocado, para el registro.`}
        confirmLabel="Revocar terminal"
        confirmVariant="destructive"
        cancelLabel="Volver"
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onOpenChange={(isOpen) => !isOpen && !revoke.isPending && onClose()}
      />
    </>
  );
}
