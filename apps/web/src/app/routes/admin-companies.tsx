import { usePlans } from '../../features/plans/api/get-plans';
import { CompanyListPage } from '../../features/platform/components/company-list-page';

/** /companies (navegatel): the companies list; the plans for its create dialog come from the plans feature. */
export default function AdminCompaniesRoute() {
  const plans = usePlans();
  return <CompanyListPage plans={{ data: plans.data, isError: plans.isError, onRetry: () => void plans.refetch() }} />;
}
