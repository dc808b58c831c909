import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLegalText } from '../api/get-legal-text';

/** SPEC §2.1: the text shown when a legal document fails to load. */
export const LEGAL_LOAD_ERROR = 'Error al cargar el contenido.';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One legal document (/legal/*): its title and the HTML loaded from /texts/<file>. Links between the
 * documents stay inside the app instead of reloading the page.
 */
export function LegalDocument({ title, file }: { title: string; file: string }) {
  const text = useLegalText(file);
  const navigate = useNavigate();

  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target === '_blank' || !isPlainClick(event)) return;
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      navigate(href);
    }
  };

  return (
    <article aria-labelledby="legal-title" className="mx-auto w-full max-w-3xl">
      <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h1>
      {text.isPending && (
        <div role="status" className="mt-8 flex flex-col gap-3">
          <span className="sr-only">Cargando {title.toLowerCase()}...</span>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
      {text.isError && (
        <div className="mt-8 flex flex-col items-start gap-4">
          <Alert variant="error" title={LEGAL_LOAD_ERROR} className="w-full">
            Comprueba tu conexión e inténtalo de nuevo en unos minutos.
          </Alert>
          <Button variant="outline" onClick={() => void text.refetch()} isLoading={text.isRefetching}>
            Reintentar
          </Button>
        </div>
      )}
      {text.isSuccess && (
        // Clicks on the document's own links are routed in-app (see onContentClick).
        // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements.
        // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click.
        <div
          className="legal-content mt-8"
          onClick={onContentClick}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's fragment, sanitised in sanitizeLegalHtml.
          dangerouslySetInnerHTML={{ __html: text.data }}
        />
      )}
    </article>
  );
}
