import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useEmbedConfig } from '../api/get-embed-config';

/** Which sites may show the widgets (EMBED_ALLOWED_ORIGINS): any other gets an empty frame. */
export function AllowedOriginsNote() {
  const config = useEmbedConfig();
  if (config.isPending) return <Skeleton className="h-20 w-full" />;
  const origins = config.data?.allowed_origins ?? [];
  return (
    <Alert variant="info" title="Dónde se puede insertar">
      {origins.length > 0 ? (
        <>
          Solo estas webs pueden mostrar los widgets:{' '}
          {origins.map((origin, index) => (
            <span key={origin}>
              {index > 0 && ', '}
              <code className="font-semibold">{origin}</code>
            </span>
          ))}
          . En cualquier otra el navegador deja el marco en blanco.
        </>
      ) : (
        <>Ahora mismo solo esta misma web puede mostrar los widgets. </>
      )}{' '}
      Para añadir la web de tu empresa, pide a quien administra Jornada que la incluya en{' '}
      <code className="font-semibold">EMBED_ALLOWED_ORIGINS</code>.
    </Alert>
  );
}
