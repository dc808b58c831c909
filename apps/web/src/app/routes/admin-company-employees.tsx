import { useParams } from 'react-router';
import { CompanyEmployeesPage } from '../../features/platform/components/company-employees-page';
import { CompanyShell } from '../../features/platform/components/company-shell';
import { parseCompanyId } from '../../features/platform/utils/company-list-params';

/** /companies/:companyId/employees (navegatel). */
export default function AdminCompanyEmployeesRoute() {
  const { companyId } = useParams();
  return (
    <CompanyShell companyId={parseCompanyId(companyId)} current="empleados">
      {(section) => <CompanyEmployeesPage companyId={section.companyId} />}
    </CompanyShell>
  );
}
