import { useEffect } from 'react';
import { Logo } from '../../../components/logo';
import { useInspectorLink } from '../api/get-inspector-link';
import { useInspectorRegister } from '../api/get-inspector-register';
import { InspectorDownloads } from './inspector-downloads';
import { InspectorLoading } from './inspector-loading';
import { InspectorRefusal } from './inspector-refusal';
import { InspectorSummary } from './inspector-summary';
import { RegisterSection } from './register-section';

/**
 * /inspeccion/{token}: what the Labour Inspectorate sees through a company's link, without an
 * account: the company, the period, each worker's register and the downloads. No app shell.
 */
export function InspectorPage({ token }: { token: string }) {
  const link = useInspectorLink(token);
  const register = useInspectorRegister(token, { isEnabled: link.isSuccess });
  const company = link.data?.company.name;
  useEffect(() => {
    document.title = company ? `Inspección · ${company} · Jornada` : 'Acceso de la Inspección · Jornada';
  }, [company]);
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <Logo />
          <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
            Acceso para la Inspección de Trabajo
          </span>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
        {link.isPending ? (
          <InspectorLoading />
        ) : link.isError ? (
          <InspectorRefusal error={link.error} onRetry={() => link.refetch()} />
        ) : (
          <>
            <InspectorSummary info={link.data} />
            <InspectorDownloads token={token} months={link.data.months} />
            <RegisterSection query={register} />
          </>
        )}
      </main>
    </div>
  );
}
