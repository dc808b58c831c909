import type { CreateApiKeyResponse } from '@jornada/shared/api/api-keys';
import { SecretCreatedDialog } from '../../../components/secret-dialogs';
import { scopesSummary } from '../utils/api-key-text';

/** A key right after it was created: shown this once (only its hash is kept). */
export function ApiKeyCreatedDialog({
  created,
  onClose,
}: {
  created: CreateApiKeyResponse | null;
  onClose: () => void;
}) {
  return (
    <SecretCreatedDialog
      isOpen={created !== null}
      onClose={onClose}
      title={<>Clave «{created?.name}» creada</>}
      description={created ? scopesSummary(created.scopes) : null}
      secretId="api-key-secret"
      secretLabel="Clave de API"
      secret={created?.key ?? ''}
      copyWhat="la clave"
      copiedLabel="Copiada"
      warningTitle="Cópiala ahora: no se volverá a mostrar"
      warning="Guárdala en el programa que vaya a usarla. Si la pierdes, revócala y crea otra."
      footer={
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Envíala en la cabecera <code className="font-mono whitespace-nowrap">Authorization: Bearer</code> seguida de
          la clave. La{' '}
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
      }
    />
  );
}
