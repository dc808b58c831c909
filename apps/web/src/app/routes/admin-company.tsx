import { useParams } from 'react-router';
import { usePlans } from '../../features/plans/api/get-plans';
import { CompanyDetailsPage, CompanyDetailsSkeleton } from '../../features/platform/components/company-details-page';
import { CompanyShell } from '../../features/platform/components/company-shell';
import { parseCompanyId } from '../../features/platform/utils/company-list-params';

/** /companies/:companyId (navegatel): the company's data and changes; the plans come from the plans feature. */
export default function AdminCompanyRoute() {
  const { companyId } = useParams();
  const plans = usePlans();
  return (
    <CompanyShell companyId={parseCompanyId(companyId)} current="datos">
      {({ company, isLoading }) =>
        company ? (
          <CompanyDetailsPage
            company={company}
            plans={{ data: plans.data, isError: plans.isError, onRetry: () => void plans.refetch() }}
          />
        ) : (
          isLoading && <CompanyDetailsSkeleton />
        )
      }
    </CompanyShell>
  );
}
