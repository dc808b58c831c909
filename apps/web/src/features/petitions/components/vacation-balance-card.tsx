import type { VacationBalance } from '@jornada/shared/api/vacations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

function Row({ label, value, isStrong = false }: { label: string; value: number; isStrong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd
        className={
          isStrong
            ? 'text-lg font-semibold text-slate-900 tabular-nums dark:text-white'
            : 'text-slate-900 tabular-nums dark:text-slate-100'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/** My vacation days of a year: allowance, approved, pending (reserved) and what is left. */
export function VacationBalanceCard({
  year,
  balance,
  isError,
}: {
  year: number;
  balance: VacationBalance | undefined;
  isError: boolean;
}) {
  return (
    <Card aria-labelledby={`balance-${year}`} data-testid={`vacation-balance-${year}`}>
      <CardHeader>
        <CardTitle id={`balance-${year}`} className="text-lg">
          Tus vacaciones {year}
        </CardTitle>
        <CardDescription>En días laborables.</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-red-700 dark:text-red-400">No se pudo obtener tu saldo de vacaciones.</p>
        ) : !balance ? (
          <div role="status" aria-label="Cargando saldo" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
          </div>
        ) : (
          <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            <Row label="Asignados" value={balance.allowance} />
            <Row label="Aprobados" value={balance.approved_days} />
            <Row label="Pendientes de aprobar" value={balance.pending_days} />
            <Row label="Disponibles" value={balance.available_days} isStrong />
            {balance.other_approved_days > 0 && (
              <Row label="Asuntos propios y permisos aprobados" value={balance.other_approved_days} />
            )}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
