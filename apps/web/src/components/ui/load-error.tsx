import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';

/** A load that failed: what, why, and 'Reintentar' (the query's own refetch). */
export function LoadError({ title, message, onRetry }: { title: ReactNode; message: ReactNode; onRetry: () => void }) {
  return (
    <Alert variant="error" title={title}>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Reintentar
      </Button>
    </Alert>
  );
}
