import { CentreFilter, type CentreOption } from '../../../components/centre-filter';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useAlertsOfMonths } from '../api/get-alerts';
import { useRegister } from '../api/get-register';
import { useReportFilters } from '../hooks/use-report-filters';
import { alertsInPeriod, countByEmployee } from '../utils/alert-counts';
import { overtimeYearOf } from '../utils/overtime-rows';
import { monthsOf } from '../utils/period';
import { AlertsList } from './alerts-list';
import { DownloadLinks } from './download-links';
import { EmployeeFilter, type EmployeeOption } from './employee-filter';
import { InspectorLinksPanel } from './inspector-links-panel';
import { OvertimePanel } from './overtime-panel';
import { PeriodPicker } from './period-picker';
import { RegisterSummary } from './register-summary';

export interface ReportsPageProps {
  /** Who the filter offers; null hides it (a worker's register is only their own). */
  employees: { options: readonly EmployeeOption[]; isLoading: boolean } | null;
  /** The company's work centres; null hides the filter (one centre, or a role that may not read them). */
  centres?: readonly CentreOption[] | null;
  canManageInspectorLinks: boolean;
  /** The company admin records how each month's overtime was settled; everyone else reads it. */
  canSettleOvertime: boolean;
  /** A gestoría's client company: every request names it (company users' sessions name their own). */
  companyId?: number | null;
  /** 'h2' when the register is a section of another page (a gestoría's client) that has the h1. */
  headingLevel?: 'h1' | 'h2';
}

/**
 * /workshift-reports: the legal register (art. 34.9 ET) of the actor's reach for a month or a range,
 * to preview, download in every format and hand to the Labour Inspectorate.
 */
export function ReportsPage({
  employees,
  centres = null,
  canManageInspectorLinks,
  canSettleOvertime,
  companyId = null,
  headingLevel: Heading = 'h1',
}: ReportsPageProps) {
  const { period, employeeId, setPeriod, setEmployeeId, centreId, setCentreId } = useReportFilters();
  const register = useRegister(period, employeeId, { centreId, companyId });
  const alerts = useAlertsOfMonths(monthsOf(period), { centreId, companyId });
  const periodAlerts = alerts.data
    ? alertsInPeriod(alerts.data, period).filter((a) => employeeId === null || a.employee_id === employeeId)
    : undefined;
  const alertsQuery = { ...alerts, data: periodAlerts };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <Heading
          className={cn(
            'font-semibold tracking-tight text-slate-900 dark:text-white',
            Heading === 'h1' ? 'text-2xl' : 'text-xl',
          )}
        >
          Informes de jornada
        </Heading>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          El registro diario de jornada: entradas, salidas, pausas y horas de cada trabajador.
        </p>
      </div>
      <Card>
        <CardContent className="grid gap-6 pt-6 lg:grid-cols-[1fr_18rem] lg:items-start">
          <PeriodPicker period={period} onChange={setPeriod} />
          <div className="flex flex-col gap-4">
            {employees && (
              <EmployeeFilter
                options={employees.options}
                isLoading={employees.isLoading}
                value={employeeId}
                onChange={setEmployeeId}
              />
            )}
            {centres && (
              <CentreFilter
                variant="select"
                id="report-centre"
                centres={centres}
                value={centreId}
                onChange={setCentreId}
              />
            )}
          </div>
        </CardContent>
      </Card>
      <RegisterSummary
        period={period}
        query={register}
        isStale={register.isPlaceholderData}
        alerts={periodAlerts ? countByEmployee(periodAlerts) : undefined}
      />
      <DownloadLinks period={period} employeeId={employeeId} centreId={centreId} companyId={companyId} />
      <AlertsList query={alertsQuery} />
      <OvertimePanel
        year={overtimeYearOf(period)}
        employeeId={employeeId}
        canSettle={canSettleOvertime}
        companyId={companyId}
      />
      {canManageInspectorLinks && <InspectorLinksPanel period={period} />}
    </div>
  );
}
