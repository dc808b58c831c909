import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EMPLOYEE_TEXTS } from '../utils/employee-toasts';

/** SPEC §8 'Error al cargar managers', where a manager is chosen, with a retry. */
export function ManagersLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className="flex flex-wrap items-center gap-2 text-xs font-medium text-red-600 dark:text-red-400">
      {EMPLOYEE_TEXTS.loadManagersError}
      <Button variant="link" size="sm" className="text-xs" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Reintentar
      </Button>
    </p>
  );
}
