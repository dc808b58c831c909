import type { CreateApiKeyResponse } from '@jornada/shared/api/api-keys';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { scopesSummary } from '../utils/api-key-text';
import { CopyKeyButton } from './copy-key-button';

const KEY_ID = 'api-key-secret';

/**
 * A key right after it was created: shown this once (only its hash is kept), with a copy button. A
 * click outside does not close it by accident.
 */
export function ApiKeyCreatedDialog({
  created,
  onClose,
}: {
  created: CreateApiKeyResponse | null;
  onClose: () => void;
}) {
  const select = () => {
    const node = document.getElementById(KEY_ID);
    if (node) window.getSelection()?.selectAllChildren(node);
  };
  return (
    <Dialog open={created !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        {created && (
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-1 pr-8">
              <DialogTitle>Clave «{created.name}» creada</DialogTitle>
              <DialogDescription>{scopesSummary(created.scopes)}</DialogDescription>
            </div>
            <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
              <span className="text-xs font-medium text-slate-600 dark:text-slate-400">Clave de API</span>
              <code
                id={KEY_ID}
                data-testid={KEY_ID}
                className="font-mono text-sm break-all text-slate-900 select-all dark:text-white"
              >
                {created.key}
              </code>
              <div>
                <CopyKeyButton value={created.key} onFailure={select} />
              </div>
            </div>
            <Alert variant="warning" title="Cópiala ahora: no se volverá a mostrar">
              Guárdala en el programa que vaya a usarla. Si la pierdes, revócala y crea otra.
            </Alert>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Envíala en la cabecera <code className="font-mono whitespace-nowrap">Authorization: Bearer</code> seguida
              de la clave. La{' '}
              <a
                className="font-medium text-teal-700 underline dark:text-teal-400"
                href="/api/docs"
                target="_blank"
                rel="noreferrer"
              >
                documentación de la API
              </a>{' '}
              indica qué operaciones admite cada permiso.
            </p>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button>Hecho</Button>
              </DialogClose>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
