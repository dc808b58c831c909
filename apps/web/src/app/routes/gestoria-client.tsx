import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useClientEmployees } from '../../features/gestoria-portal/api/get-client-employees';
import { ClientCompanyFrame } from '../../features/gestoria-portal/components/client-company-frame';
import { ClientEmployeesCard } from '../../features/gestoria-portal/components/client-employees-card';
import { PayrollCard } from '../../features/gestoria-portal/components/payroll-card';
import { reportEmployeeOptions } from '../../features/gestoria-portal/utils/client-employees';
import { companyIdFromParam } from '../../features/gestoria-portal/utils/client-sections';
import { ReportsPage } from '../../features/reports/components/reports-page';

/** The company admin's register page, read-only, for one client: every request names the company. */
function ClientRegister({ companyId }: { companyId: number }) {
  const employees = useClientEmployees(companyId);
  const options = useMemo(() => reportEmployeeOptions(employees.data ?? []), [employees.data]);
  return (
    <ReportsPage
      companyId={companyId}
      headingLevel="h2"
      employees={{ options, isLoading: employees.isPending }}
      canManageInspectorLinks={false}
      canSettleOvertime={false}
    />
  );
}

/** /gestoria/empresas/:companyId: a client's register, employees and payroll export. */
export default function GestoriaClientRoute() {
  const companyId = companyIdFromParam(useParams().companyId);
  return (
    <ClientCompanyFrame companyId={companyId}>
      {(company, section) => {
        switch (section) {
          case 'registro':
            return <ClientRegister companyId={company.id} />;
          case 'empleados':
            return <ClientEmployeesCard companyId={company.id} />;
          case 'nomina':
            return <PayrollCard companyId={company.id} />;
        }
      }}
    </ClientCompanyFrame>
  );
}
