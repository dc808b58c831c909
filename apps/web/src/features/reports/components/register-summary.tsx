import type { RegisterResponse } from '@jornada/shared/api/reports';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { type CardQuery, QueryCard } from '../../../components/query-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatPeriodLabel, type ReportPeriod } from '../utils/period';
import { sumTotals } from '../utils/register-rows';
import { RegisterCards } from './register-cards';
import { RegisterTable } from './register-table';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function RegisterSkeleton() {
  return (
    <div role="status" aria-label="Cargando registro" className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** The period's register, one line per worker: days worked, hours and their classification, alerts. */
export function RegisterSummary({
  period,
  query,
  isStale,
  alerts,
}: {
  period: ReportPeriod;
  query: CardQuery<RegisterResponse>;
  /** The previous period's data is shown while the new one loads. */
  isStale: boolean;
  alerts: ReadonlyMap<number, number> | undefined;
}) {
  const [openId, setOpenId] = useState<number | null>(null);
  const toggle = (id: number) => setOpenId((current) => (current === id ? null : id));
  return (
    <QueryCard
      titleId="register-title"
      title="Resumen por trabajador"
      description={`${capitalize(formatPeriodLabel(period))} · horas en H:MM. Pulsa un nombre para ver sus días.`}
      query={query}
      loadError={{ title: 'Error al cargar el registro', fallback: 'No se pudo obtener el registro de este periodo.' }}
      skeleton={<RegisterSkeleton />}
    >
      {(register) =>
        register.employees.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center">
            <CalendarOff aria-hidden="true" className="size-8 text-slate-400" />
            <p className="text-slate-600 dark:text-slate-400">No hay empleados con registro en este periodo.</p>
          </div>
        ) : (
          <div aria-busy={isStale} className={cn('-mx-2 overflow-x-auto px-2', isStale && 'opacity-60')}>
            <RegisterTable
              employees={register.employees}
              alerts={alerts}
              totals={sumTotals(register.employees)}
              openId={openId}
              onToggle={toggle}
            />
            <RegisterCards employees={register.employees} alerts={alerts} openId={openId} onToggle={toggle} />
          </div>
        )
      }
    </QueryCard>
  );
}
