import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';

/** SPEC §2.3: 'Página no encontrada' with 'Volver atrás' (history back, or home without history). */
export function NotFound({ homePath }: { homePath: string }) {
  const navigate = useNavigate();
  function goBack() {
    // React Router counts its own entries under `idx`; history.length also covers full page loads.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 || window.history.length > 1) void navigate(-1);
    else void navigate(homePath, { replace: true });
  }
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-teal-700 dark:text-teal-400">404</p>
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">Página no encontrada</h1>
      <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
        La página que buscas no existe o no está disponible para tu usuario.
      </p>
      <Button onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Volver atrás
      </Button>
    </div>
  );
}
