import type { ApiKey } from '@jornada/shared/api/api-keys';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { shownPrefix } from '../utils/api-key-text';

/** Revoking is final: the program that uses the key gets 401 from the next call on. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title={`¿Revocar la clave «${apiKey?.name ?? ''}»?`}
      description="El programa que la use dejará de tener acceso al momento. No se puede deshacer: para volver a conectarlo tendrás que crear otra clave."
      error={revoke.isError ? errorMessage(revoke.error, 'No se pudo revocar la clave.') : null}
      confirmLabel="Revocar clave"
      pendingLabel="Revocando..."
      confirmVariant="destructive"
      isPending={revoke.isPending}
      onConfirm={() => {
        if (!apiKey) return;
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            toast({
              title: 'Clave revocada',
              description: `${shownPrefix(apiKey)} ya no funciona.`,
              variant: 'success',
            });
            close();
          },
        });
      }}
    >
      <span className="font-mono">{apiKey ? shownPrefix(apiKey) : ''}</span>
    </ConfirmDialog>
  );
}
