import { Check, Clipboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from './ui/button';

/**
 * Copies a value to the clipboard and says so for two seconds; `what` ('la clave') finishes the label
 * for screen readers. Without clipboard access (plain http, an old browser) `onFailure` lets the caller
 * select the text to copy by hand.
 */
export function CopyButton({
  value,
  what,
  copiedLabel = 'Copiado',
  onFailure,
}: {
  value: string;
  what: string;
  /** 'Copiada' when `what` is feminine. */
  copiedLabel?: string;
  onFailure?: () => void;
}) {
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
      onFailure?.();
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()}>
      {isCopied ? <Check aria-hidden="true" /> : <Clipboard aria-hidden="true" />}
      {isCopied ? copiedLabel : 'Copiar'}
      <span className="sr-only"> {what}</span>
    </Button>
  );
}
