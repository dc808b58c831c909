import { useSearchParams } from 'react-router';
import {
  type CompanyEmployeesParams,
  companyEmployeesSearch,
  parseCompanyEmployeesParams,
} from '../utils/company-list-params';
import { useCompanySearchBox } from './use-company-search-box';

/** A company's employees list state in the URL (search, page). */
export function useCompanyEmployeesUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseCompanyEmployeesParams(searchParams);
  const update = (change: Partial<CompanyEmployeesParams>, options: { replace?: boolean } = {}) =>
    setSearchParams((current) => companyEmployeesSearch({ ...parseCompanyEmployeesParams(current), ...change }), {
      preventScrollReset: true,
      ...options,
    });
  const searchBox = useCompanySearchBox(params.search, (search) => update({ search, page: 1 }, { replace: true }));
  return {
    params,
    searchBox,
    setPage: (page: number) => update({ page }),
    clearSearch: () => {
      searchBox.setText('');
      update({ search: '', page: 1 });
    },
  };
}
