import { useSearchParams } from 'react-router';
import { type CompanyListParams, companyListSearch, parseCompanyListParams } from '../utils/company-list-params';
import { useCompanySearchBox } from './use-company-search-box';

/** The companies list's state in the URL (search, state, page, the create dialog), so reload and back work. */
export function useCompanyListUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseCompanyListParams(searchParams);
  const update = (change: Partial<CompanyListParams>, options: { replace?: boolean } = {}) =>
    setSearchParams((current) => companyListSearch({ ...parseCompanyListParams(current), ...change }), {
      preventScrollReset: true,
      ...options,
    });
  // A new search or filter starts at the first page.
  const searchBox = useCompanySearchBox(params.search, (search) => update({ search, page: 1 }, { replace: true }));
  return {
    params,
    searchBox,
    setState: (state: CompanyListParams['state']) => update({ state, page: 1 }),
    clearEndingWithin: () => update({ endingWithinDays: null, page: 1 }),
    setPage: (page: number) => update({ page }),
    setCreating: (isCreating: boolean) => update({ isCreating }, { replace: !isCreating }),
    clearFilters: () => {
      searchBox.setText('');
      update({ search: '', state: '', endingWithinDays: null, page: 1 });
    },
  };
}
