import type { ApiKey, CreateApiKeyResponse, ListApiKeysResponse } from '@jornada/shared/api/api-keys';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { QueryCard } from '../../../components/query-card';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApiKeys } from '../api/get-api-keys';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

export const NO_API_KEYS_MESSAGE = 'Todavía no hay claves de API.';
export const PLAN_WITHOUT_API_MESSAGE =
  'La API de integración está disponible en los planes Premium y Empresa. Cambia de plan para conectar tus programas de nóminas, control de accesos o tu ERP.';

const skeleton = (
  <div role="status" aria-label="Cargando las claves de API" className="flex flex-col gap-3">
    <Skeleton className="h-16 w-full" />
    <Skeleton className="h-10 w-40" />
  </div>
);

function Keys({
  data,
  onCreate,
  onRevoke,
}: {
  data: ListApiKeysResponse;
  onCreate: () => void;
  onRevoke: (key: ApiKey) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {!data.available && (
        <Alert variant="info" title="Tu plan no incluye la API">
          {PLAN_WITHOUT_API_MESSAGE}
        </Alert>
      )}
      {data.keys.length > 0 ? (
        <ApiKeyList keys={data.keys} onRevoke={onRevoke} />
      ) : (
        data.available && (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <KeyRound aria-hidden="true" className="size-4 shrink-0" />
            {NO_API_KEYS_MESSAGE}
          </p>
        )
      )}
      {data.available && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Nueva clave
          </Button>
          <a
            className="text-sm font-medium text-teal-700 underline dark:text-teal-400"
            href="/api/docs"
            target="_blank"
            rel="noreferrer"
          >
            Documentación de la API
          </a>
        </div>
      )}
    </div>
  );
}

/**
 * 'Claves de API' on /settings (company admin): the live keys, a new one (shown once), and
 * revoking one. On a plan without the API it says where it is available.
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <>
      <QueryCard
        titleId="api-keys-title"
        title="Claves de API"
        description="Para conectar otros programas con Jornada: leer el registro o los empleados, o fichar desde un torno o un lector de tarjetas. Cada clave actúa en nombre de la empresa, con los permisos que elijas."
        query={keys}
        loadError={{ title: 'Error al cargar las claves de API', fallback: 'No se pudieron obtener las claves.' }}
        skeleton={skeleton}
      >
        {(data) => <Keys data={data} onCreate={() => setIsCreating(true)} onRevoke={setRevoking} />}
      </QueryCard>
      <CreateApiKeyDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(key) => {
          setIsCreating(false);
          setCreated(key);
        }}
      />
      <ApiKeyCreatedDialog created={created} onClose={() => setCreated(null)} />
      <RevokeApiKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
