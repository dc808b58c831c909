import { Briefcase, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { useAdminStats } from '../api/get-admin-stats';
import { activityTiles, companyStateTiles } from '../utils/stats-tiles';
import { StatsTileGrid, StatsTilesSkeleton } from './stats-tile-grid';

const COMPANY_TILE_IDS = ['total', 'trial', 'active', 'expired', 'suspended'];
const ACTIVITY_TILE_IDS = ['trials-ending', 'active-users', 'clock-events', 'contact-requests'];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /navegatel, the platform admin's home: the companies by state (each a link to the list filtered
 * by it), the day's numbers, and the two things most often started from here.
 */
export function PlatformDashboard() {
  const stats = useAdminStats();
  const companyTiles = 'sm:grid-cols-3 lg:grid-cols-5';
  const dayTiles = 'lg:grid-cols-4';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Panel de plataforma</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Las empresas y gestorías de Jornada, de un vistazo.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/companies?nueva=1" className={buttonClasses('primary', 'md')}>
            <Plus aria-hidden="true" />
            Nueva empresa
          </Link>
          <Link to="/gestorias?nueva=1" className={buttonClasses('outline', 'md')}>
            <Briefcase aria-hidden="true" />
            Nueva gestoría
          </Link>
        </div>
      </div>
      {stats.isError && !stats.data ? (
        <LoadError
          title="No se pudieron cargar las cifras de la plataforma"
          message={errorMessage(stats.error, 'Inténtalo de nuevo en unos segundos.')}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <Section id="stats-companies" title="Empresas">
            {stats.data ? (
              <StatsTileGrid tiles={companyStateTiles(stats.data)} className={companyTiles} />
            ) : (
              <StatsTilesSkeleton ids={COMPANY_TILE_IDS} label="Cargando empresas" className={companyTiles} />
            )}
          </Section>
          <Section id="stats-activity" title="Actividad">
            {stats.data ? (
              <StatsTileGrid tiles={activityTiles(stats.data)} className={dayTiles} />
            ) : (
              <StatsTilesSkeleton ids={ACTIVITY_TILE_IDS} label="Cargando actividad" className={dayTiles} />
            )}
          </Section>
        </>
      )}
    </div>
  );
}
