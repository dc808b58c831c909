import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast/toast-store';
import { iframeCode, type WidgetSnippet } from '../utils/iframe-code';

/** One widget's iframe code, to select or copy. */
export function WidgetCode({
  widget,
  heading,
  description,
}: {
  widget: WidgetSnippet;
  heading: string;
  description: string;
}) {
  const code = iframeCode(window.location.origin, widget);
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      toast({ title: 'No se pudo copiar', description: 'Selecciona el código y cópialo a mano.', variant: 'error' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{heading}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <pre
          data-testid="iframe-code"
          className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-xs whitespace-pre-wrap break-all text-slate-100"
        >
          <code>{code}</code>
        </pre>
        <Button variant="outline" className="self-start" onClick={() => void copy()}>
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? 'Copiado' : 'Copiar código'}
        </Button>
      </CardContent>
    </Card>
  );
}
