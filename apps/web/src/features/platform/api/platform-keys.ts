import type { ListAdminCompaniesQuery, ListAdminGestoriasQuery } from '@jornada/shared/api/admin';

/**
 * The console's query keys: one tree under 'platform', so a change (a company created, a gestoría
 * linked) invalidates the lists, details and stats it touches by prefix.
 */
export const platformKeys = {
  all: ['platform'] as const,
  stats: () => [...platformKeys.all, 'stats'] as const,
  companies: () => [...platformKeys.all, 'companies'] as const,
  companyList: (query: Partial<ListAdminCompaniesQuery>) => [...platformKeys.companies(), 'list', query] as const,
  company: (id: number) => [...platformKeys.companies(), id] as const,
  gestorias: () => [...platformKeys.all, 'gestorias'] as const,
  gestoriaList: (query: Partial<ListAdminGestoriasQuery>) => [...platformKeys.gestorias(), 'list', query] as const,
  gestoria: (id: number) => [...platformKeys.gestorias(), id] as const,
  contactRequests: () => [...platformKeys.all, 'contact-requests'] as const,
  backups: () => [...platformKeys.all, 'backups'] as const,
};
