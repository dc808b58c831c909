import type { CreateInspectorLinkResponse } from '@jornada/shared/api/inspector-links';
import { Check, ClipboardCopy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/** The new link's address, shown this once: only its hash is kept, so it cannot be shown again. */
export function CreatedLinkNotice({ link, onDone }: { link: CreateInspectorLinkResponse; onDone: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setIsCopied(true);
    } catch {
      // Without clipboard access (http, an old browser) the field stays selected to copy by hand.
      document.getElementById('created-link-url')?.focus();
    }
  };
  return (
    <Alert variant="warning" title={`Enlace creado: ${link.label}`}>
      <div className="flex flex-col gap-3">
        <p>Copia el enlace ahora y envíalo a la Inspección: por seguridad no se volverá a mostrar.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="created-link-url"
            readOnly
            value={link.url}
            aria-label="Enlace de acceso para la Inspección"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button variant="primary" onClick={() => void copy()}>
            {isCopied ? <Check aria-hidden="true" /> : <ClipboardCopy aria-hidden="true" />}
            {isCopied ? 'Copiado' : 'Copiar enlace'}
          </Button>
        </div>
        <Button variant="link" className="self-start" onClick={onDone}>
          Ya lo he copiado
        </Button>
      </div>
    </Alert>
  );
}
