/** Every gestoría portal query starts with 'gestoria-portal'. */
export const gestoriaKeys = {
  all: ['gestoria-portal'] as const,
  companies: () => [...gestoriaKeys.all, 'companies'] as const,
  employees: (companyId: number) => [...gestoriaKeys.all, 'employees', companyId] as const,
  users: () => [...gestoriaKeys.all, 'users'] as const,
};
