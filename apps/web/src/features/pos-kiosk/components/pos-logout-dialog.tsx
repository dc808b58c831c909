import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { posKeys } from '../api/pos-keys';
import { posLogout } from '../api/pos-logout';
import { POS_LOGIN_PATH } from '../utils/pos-session-check';
import { clearPosData } from '../utils/pos-storage';

/**
 * Closing the terminal's session asks first: anyone at the door can tap it, and only whoever knows
 * the terminal's identifier and PIN can open it again.
 */
export function PosLogoutDialog({
  onClose,
  onLoggedOut,
}: {
  onClose: () => void;
  /** Instead of clearing the saved POS data and going to the POS login (the POS widget's own session). */
  onLoggedOut?: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: posLogout,
    onSuccess: () => {
      if (onLoggedOut) onLoggedOut();
      else {
        clearPosData();
        void navigate(POS_LOGIN_PATH, { replace: true });
      }
      queryClient.removeQueries({ queryKey: posKeys.all });
    },
    onError: (error) =>
      toast({ title: 'Error al cerrar la sesión del POS', description: errorMessage(error), variant: 'error' }),
  });
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1 pr-8">
          <DialogTitle>¿Cerrar la sesión del terminal?</DialogTitle>
          <DialogDescription>
            Nadie podrá fichar aquí hasta que se vuelva a activar con el identificador y el PIN del terminal.
          </DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="destructive" isLoading={logout.isPending} onClick={() => logout.mutate()}>
            Cerrar sesión
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
