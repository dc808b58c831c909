import { useParams } from 'react-router';
import { CompanyHistoryPage } from '../../features/platform/components/company-history-page';
import { CompanyShell } from '../../features/platform/components/company-shell';
import { parseCompanyId } from '../../features/platform/utils/company-list-params';

/** /companies/:companyId/history (navegatel). */
export default function AdminCompanyHistoryRoute() {
  const { companyId } = useParams();
  return (
    <CompanyShell companyId={parseCompanyId(companyId)} current="historial">
      {(section) => <CompanyHistoryPage companyId={section.companyId} />}
    </CompanyShell>
  );
}
