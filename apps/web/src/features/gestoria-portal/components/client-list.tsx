import type { ClientCompany } from '@jornada/shared/api/gestoria';
import { SearchX } from 'lucide-react';
import { useClientSearch } from '../hooks/use-client-search';
import { filterClients, hasClientSearch } from '../utils/client-search';
import { ClientCompanyCard } from './client-company-card';
import { ClientSearchBox } from './client-search-box';

const countLabel = (count: number) => (count === 1 ? '1 empresa' : `${count} empresas`);

/** The client cards; from a handful of clients on, a search box narrows them by name. */
export function ClientList({ companies }: { companies: readonly ClientCompany[] }) {
  const { search, setSearch } = useClientSearch();
  const hasSearch = hasClientSearch(companies.length);
  const shown = hasSearch ? filterClients(companies, search) : companies;
  return (
    <section aria-labelledby="clients-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="clients-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Tus empresas clientes{' '}
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
            · {countLabel(companies.length)}
          </span>
        </h2>
        {hasSearch && <ClientSearchBox value={search} onChange={setSearch} />}
      </div>
      {shown.length === 0 ? (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-600 dark:text-slate-400">
          <SearchX aria-hidden="true" className="size-5" />
          Ninguna empresa coincide con «{search.trim()}».
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {shown.map((company) => (
            <li key={company.id} className="flex">
              <ClientCompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
