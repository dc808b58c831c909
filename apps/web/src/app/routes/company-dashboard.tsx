import type { SessionUser } from '@jornada/shared/api/session';
import { spanishMonthNames } from '@jornada/shared/domain/calendar';
import { madridDate } from '@jornada/shared/domain/madrid-time';
import { canUse } from '@jornada/shared/permissions';
import { AlarmClockOff, FileSpreadsheet, Inbox, ShieldAlert } from 'lucide-react';
import { type DashboardTile, DashboardTiles } from '../../features/dashboard/components/dashboard-tiles';
import { StaffTodayCard } from '../../features/dashboard/components/staff-today-card';
import { usePendingCountValue } from '../../features/petitions/api/get-pending-count';
import { RecentTicketsCard } from '../../features/petitions/components/recent-tickets-card';
import { useAlerts } from '../../features/reports/api/get-alerts';
import { MonthAlertsCard } from '../../features/reports/components/month-alerts-card';
import { useForgottenWorkshifts } from '../../features/workshift/api/get-forgotten-workshifts';
import { ForgottenWorkshiftsPanel } from '../../features/workshift/components/forgotten-workshifts-panel';

const monthName = (month: string) => {
  const name = spanishMonthNames[Number(month.slice(5, 7)) - 1] ?? month;
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * The company admin's /dashboard: today's staff, the numbers that need doing something about
 * (pending petitions, this month's alerts, forgotten clock-outs) and the month's register.
 */
export function CompanyDashboard({ user }: { user: SessionUser }) {
  const month = madridDate(new Date()).slice(0, 7);
  // Restricted mode keeps the register and its alerts; petitions answer 402.
  const hasPetitions = canUse(user, 'read:petition');
  const pending = usePendingCountValue({ isEnabled: hasPetitions });
  const alerts = useAlerts(month);
  const forgotten = useForgottenWorkshifts({ isEnabled: hasPetitions });
  const forgottenCount = forgotten.data?.length ?? (forgotten.isError ? '—' : undefined);
  const allTiles: (DashboardTile & { isShown?: boolean })[] = [
    {
      id: 'pending',
      isShown: hasPetitions,
      label: 'Peticiones pendientes',
      value: pending,
      hint: 'En tu bandeja de entrada',
      to: '/petitions?view=inbox',
      icon: Inbox,
      isAttention: (pending ?? 0) > 0,
    },
    {
      id: 'alerts',
      label: 'Alertas del mes',
      value: alerts.data?.length ?? (alerts.isError ? '—' : undefined),
      hint: 'Descansos, límites y registros',
      to: `/workshift-reports?month=${month}`,
      icon: ShieldAlert,
      isAttention: (alerts.data?.length ?? 0) > 0,
    },
    {
      id: 'forgotten',
      // Settled through correction petitions, which restricted mode has not.
      isShown: hasPetitions,
      label: 'Olvidos de fichar salida',
      value: forgottenCount,
      hint: 'Jornadas abiertas demasiado tiempo',
      to: '/petitions?view=inbox',
      icon: AlarmClockOff,
      isAttention: (forgotten.data?.length ?? 0) > 0,
    },
    {
      id: 'register',
      label: 'Registro del mes',
      value: monthName(month),
      hint: 'Resumen y descargas del mes',
      to: `/workshift-reports?month=${month}`,
      icon: FileSpreadsheet,
    },
  ];
  const tiles = allTiles.filter((tile) => tile.isShown !== false);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 dark:text-white">Dashboard</h1>
        {user.company_name && <p className="text-sm text-slate-600 dark:text-slate-400">{user.company_name}</p>}
      </div>
      <DashboardTiles tiles={tiles} />
      {hasPetitions && <ForgottenWorkshiftsPanel scope="company" />}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StaffTodayCard />
        <div className="flex flex-col gap-6">
          <MonthAlertsCard month={month} />
          {hasPetitions && <RecentTicketsCard userId={user.id} scope="company" />}
        </div>
      </div>
    </div>
  );
}
