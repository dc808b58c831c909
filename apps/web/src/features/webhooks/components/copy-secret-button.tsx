import { Check, Clipboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Copies the signing secret and says so for two seconds. Without clipboard access (plain http, an
 * old browser) `onFailure` lets the dialog select it to copy by hand.
 */
export function CopySecretButton({ value, onFailure }: { value: string; onFailure: () => void }) {
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      onFailure();
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {isCopied ? <Check aria-hidden="true" /> : <Clipboard aria-hidden="true" />}
      {isCopied ? 'Copiado' : 'Copiar'}
      <span className="sr-only"> el secreto de firma</span>
    </Button>
  );
}
